import { describe, expect, it } from 'vitest';
import { initialQuizState, quizReducer } from '@academy/rules/learning';
import { formatCountdown, questionCounterLabel, quizCardResultToast, quizCooldownText, quizLockedTexts, quizResultToast } from './quiz-texts.ts';

describe('quizLockedTexts', () => {
  it('says how many sections are left', () => {
    expect(quizLockedTexts(2, 5)).toEqual({
      title: 'Quiz Locked',
      description: 'Complete all 5 sections to unlock the quiz.',
      progress: 'Progress: 2 of 5 sections completed',
    });
  });
});

describe('formatCountdown', () => {
  it.each([
    [600, '10:00'],
    [599, '9:59'],
    [65, '1:05'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [61.7, '1:01'],
  ])('%s seconds shows %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('questionCounterLabel', () => {
  it("says 'Question n of total' for the current question", () => {
    const quiz = {
      timeLimit: 2,
      questions: [
        { id: 'q1', options: ['a', 'b'] },
        { id: 'q2', options: ['a', 'b'] },
        { id: 'q3', options: ['a'] },
      ],
    };
    const started = quizReducer(initialQuizState(quiz), { type: 'start' });
    expect(questionCounterLabel(started)).toBe('Question 1 of 3');
  });
});

describe('quizResultToast', () => {
  it('on a pass', () => {
    expect(quizResultToast(80, true)).toEqual({
      title: 'Quiz Passed! 🎉',
      description: 'Excellent! You scored 80% and completed the module!',
    });
  });

  it('on a failure, destructive', () => {
    expect(quizResultToast(40, false)).toEqual({
      title: 'Quiz Not Passed',
      description: 'You scored 40%. Try reviewing the content and retake the quiz.',
      variant: 'destructive',
    });
  });
});

describe('quizCardResultToast', () => {
  it('on a pass and on a failure', () => {
    expect(quizCardResultToast(90, true)).toEqual({ title: 'Congratulations!', description: 'You passed with 90%!' });
    expect(quizCardResultToast(30, false)).toEqual({
      title: 'Quiz Complete',
      description: 'You scored 30%. Study the material and try again.',
      variant: 'destructive',
    });
  });
});

describe('quizCooldownText', () => {
  it('words the wait as a countdown', () => {
    expect(quizCooldownText(299)).toMatch(/^You can retake the quiz in 4:59\./);
  });
});
