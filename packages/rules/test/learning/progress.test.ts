import { describe, expect, it } from 'vitest';
import {
  RulesError,
  displayedPercent,
  displayedPercentOf,
  emptyProgress,
  isModuleComplete,
  isQuizUnlocked,
  moduleCardState,
  nextProgressState,
  overallProgress,
  progressModuleFrom,
  savedPercentOnQuizSubmit,
  savedPercentOnSectionComplete,
  sectionProgressPercent,
} from '../../src/learning/index.ts';
import type { ModuleProgress, ProgressEvent, ProgressModule } from '../../src/learning/index.ts';

const withQuizAndVideo: ProgressModule = { totalSections: 4, hasQuiz: true, hasVideo: true };
const withQuizOnly: ProgressModule = { totalSections: 4, hasQuiz: true, hasVideo: false };
const sectionsOnly: ProgressModule = { totalSections: 3, hasQuiz: false, hasVideo: false };
const withVideoOnly: ProgressModule = { totalSections: 2, hasQuiz: false, hasVideo: true };

function apply(module: ProgressModule, events: ProgressEvent[], start?: ModuleProgress): ModuleProgress {
  return events.reduce<ModuleProgress | undefined>((p, e) => nextProgressState(p, e, module), start) ?? emptyProgress();
}

function sections(...indexes: number[]): ProgressEvent[] {
  return indexes.map((index) => ({ type: 'section-completed', index }));
}

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('savedPercentOnSectionComplete', () => {
  it.each([
    [1, 4, 20],
    [2, 4, 40],
    [3, 4, 60],
    [4, 4, 80],
    [1, 3, 27],
    [2, 3, 53],
    [3, 3, 80],
    [1, 6, 13],
    [5, 6, 67],
    [0, 5, 0],
  ])('with %i of %i sections done, saves %i', (done, total, expected) => {
    expect(savedPercentOnSectionComplete(done, total)).toBe(expected);
  });

  it('with no sections, saves 0 instead of dividing by zero', () => {
    expect(savedPercentOnSectionComplete(0, 0)).toBe(0);
  });

  it.each([
    [5, 4],
    [-1, 4],
    [1.5, 4],
  ])('refuses %s done of %s', (done, total) => {
    const error = catchError(() => savedPercentOnSectionComplete(done, total));
    expect(error).toBeInstanceOf(RulesError);
    expect((error as RulesError).code).toBe('LEARNING_INVALID_PROGRESS_INPUT');
  });
});

describe('savedPercentOnQuizSubmit', () => {
  it.each([
    // allSectionsDone, passed, hasVideoUrl, videoWatched, expected
    [true, true, false, false, 100],
    [true, true, true, true, 100],
    [true, true, true, false, 90],
    [true, false, true, false, 60],
    [true, false, true, true, 60],
    [true, false, false, false, 80],
    [false, true, false, false, 50],
    [false, true, true, false, 50],
    [false, false, false, false, 40],
    [false, false, true, true, 40],
  ])('all sections done %s, passed %s, video URL %s, watched %s: saves %i', (allSectionsDone, passed, hasVideoUrl, videoWatched, expected) => {
    expect(savedPercentOnQuizSubmit({ allSectionsDone, passed, hasVideoUrl, videoWatched })).toBe(expected);
  });
});

describe('displayedPercent', () => {
  it('weights sections 60, the watched video 20 and the passed quiz 20', () => {
    expect(displayedPercent({ sectionsDone: 4, totalSections: 4, hasVideo: true, videoWatched: true, quizPassed: true })).toBe(100);
    expect(displayedPercent({ sectionsDone: 2, totalSections: 4, hasVideo: true, videoWatched: false, quizPassed: false })).toBe(30);
    expect(displayedPercent({ sectionsDone: 2, totalSections: 4, hasVideo: true, videoWatched: true, quizPassed: false })).toBe(50);
    expect(displayedPercent({ sectionsDone: 4, totalSections: 4, hasVideo: false, videoWatched: false, quizPassed: true })).toBe(80);
  });

  it('rounds the sum (1 of 3 sections is 20; 2 of 3 is 40; 1 of 7 is 9)', () => {
    expect(displayedPercent({ sectionsDone: 1, totalSections: 3, hasVideo: false, videoWatched: false, quizPassed: false })).toBe(20);
    expect(displayedPercent({ sectionsDone: 2, totalSections: 3, hasVideo: false, videoWatched: false, quizPassed: false })).toBe(40);
    expect(displayedPercent({ sectionsDone: 1, totalSections: 7, hasVideo: false, videoWatched: false, quizPassed: false })).toBe(9);
  });

  it('gives nothing for a watched video when the module has no video', () => {
    expect(displayedPercent({ sectionsDone: 0, totalSections: 4, hasVideo: false, videoWatched: true, quizPassed: false })).toBe(0);
  });

  it('with no sections, counts the section part as 0', () => {
    expect(displayedPercent({ sectionsDone: 0, totalSections: 0, hasVideo: true, videoWatched: true, quizPassed: true })).toBe(40);
  });

  it('shows a completed module at 100', () => {
    expect(displayedPercent({ sectionsDone: 3, totalSections: 3, hasVideo: false, videoWatched: false, quizPassed: false, completed: true })).toBe(100);
  });

  it('never counts more sections than the module has', () => {
    expect(displayedPercent({ sectionsDone: 9, totalSections: 3, hasVideo: false, videoWatched: false, quizPassed: false })).toBe(60);
  });
});

describe('isModuleComplete', () => {
  const all = { sectionsDone: 4, totalSections: 4, hasQuiz: true, quizPassed: true, hasVideo: true, videoWatched: true };

  it('when all sections are done, the quiz passed and the video watched, is complete', () => {
    expect(isModuleComplete(all)).toBe(true);
  });

  it('when one section is missing, is not complete', () => {
    expect(isModuleComplete({ ...all, sectionsDone: 3 })).toBe(false);
  });

  it('when the quiz is not passed, is not complete', () => {
    expect(isModuleComplete({ ...all, quizPassed: false })).toBe(false);
  });

  it('when the video is not watched, is not complete', () => {
    expect(isModuleComplete({ ...all, videoWatched: false })).toBe(false);
  });

  it('without a quiz or a video, needs only the sections', () => {
    expect(isModuleComplete({ ...all, hasQuiz: false, quizPassed: false, hasVideo: false, videoWatched: false })).toBe(true);
  });
});

describe('progressModuleFrom', () => {
  const base = {
    hasVideo: true,
    videoUrl: '/media/module-1.mp4',
    content: { sections: [{}, {}, {}] },
    quiz: { questions: [{}] },
  };

  it('reads sections, quiz and playable video', () => {
    expect(progressModuleFrom(base)).toEqual({ totalSections: 3, hasQuiz: true, hasVideo: true });
  });

  it('a video flag without a URL is not a video (it could never be watched)', () => {
    expect(progressModuleFrom({ ...base, videoUrl: null }).hasVideo).toBe(false);
    expect(progressModuleFrom({ ...base, videoUrl: '  ' }).hasVideo).toBe(false);
  });

  it('a quiz without questions or no quiz is no quiz', () => {
    expect(progressModuleFrom({ ...base, quiz: { questions: [] } }).hasQuiz).toBe(false);
    expect(progressModuleFrom({ ...base, quiz: null }).hasQuiz).toBe(false);
  });
});

describe('nextProgressState', () => {
  describe('section-completed', () => {
    it('starts from an empty record and saves round(done / total × 80)', () => {
      const next = nextProgressState(undefined, { type: 'section-completed', index: 2 }, withQuizOnly);
      expect(next).toEqual({
        sectionsCompleted: [2],
        progressPercentage: 20,
        completed: false,
        quizCompleted: false,
        quizScore: null,
        videoWatched: false,
        timeSpent: 0,
      });
    });

    it('keeps sections sorted and unique', () => {
      const next = apply(withQuizOnly, sections(3, 0, 3, 1));
      expect(next.sectionsCompleted).toEqual([0, 1, 3]);
      expect(next.progressPercentage).toBe(60);
    });

    it('marking an already marked section changes nothing', () => {
      const once = apply(withQuizOnly, sections(0, 1));
      const twice = nextProgressState(once, { type: 'section-completed', index: 1 }, withQuizOnly);
      expect(twice).toEqual(once);
    });

    it('all sections of a quiz module saves 80 and is not yet complete', () => {
      const next = apply(withQuizOnly, sections(0, 1, 2, 3));
      expect(next.progressPercentage).toBe(80);
      expect(next.completed).toBe(false);
    });

    it('all sections of a module without quiz or video completes it at 100', () => {
      const next = apply(sectionsOnly, sections(0, 1, 2));
      expect(next).toMatchObject({ completed: true, progressPercentage: 100 });
    });

    it.each([-1, 4, 1.5, Number.NaN])('index %s outside the module throws LEARNING_SECTION_OUT_OF_RANGE', (index) => {
      const error = catchError(() => nextProgressState(undefined, { type: 'section-completed', index }, withQuizOnly));
      expect(error).toBeInstanceOf(RulesError);
      expect((error as RulesError).code).toBe('LEARNING_SECTION_OUT_OF_RANGE');
    });

    it('does not change the record it was given', () => {
      const before = apply(withQuizOnly, sections(0));
      const copy = structuredClone(before);
      nextProgressState(before, { type: 'section-completed', index: 1 }, withQuizOnly);
      expect(before).toEqual(copy);
    });
  });

  describe('quiz-submitted', () => {
    it('all sections done and passed, no video: completed at 100', () => {
      const next = apply(withQuizOnly, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 80, passed: true }]);
      expect(next).toMatchObject({ completed: true, progressPercentage: 100, quizCompleted: true, quizScore: 80 });
    });

    it('all sections done and passed, video not watched: 90 and not complete', () => {
      const next = apply(withQuizAndVideo, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 100, passed: true }]);
      expect(next).toMatchObject({ completed: false, progressPercentage: 90, quizCompleted: true });
    });

    it('all sections done and failed, with a video: 60', () => {
      const next = apply(withQuizAndVideo, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 40, passed: false }]);
      expect(next).toMatchObject({ completed: false, progressPercentage: 60, quizCompleted: false, quizScore: 40 });
    });

    it('all sections done and failed, no video: 80', () => {
      const next = apply(withQuizOnly, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 40, passed: false }]);
      expect(next).toMatchObject({ completed: false, progressPercentage: 80 });
    });

    it('sections not all done: 50 when passed, 40 when failed', () => {
      expect(apply(withQuizOnly, [...sections(0), { type: 'quiz-submitted', score: 75, passed: true }]).progressPercentage).toBe(50);
      expect(apply(withQuizOnly, [...sections(0), { type: 'quiz-submitted', score: 25, passed: false }]).progressPercentage).toBe(40);
    });

    it('a failed retake after a pass keeps the pass and the best score', () => {
      const passed = apply(withQuizAndVideo, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 80, passed: true }]);
      const retake = nextProgressState(passed, { type: 'quiz-submitted', score: 20, passed: false }, withQuizAndVideo);
      expect(retake).toMatchObject({ quizCompleted: true, quizScore: 80, progressPercentage: 90 });
    });

    it('a better retake raises the kept score', () => {
      const failed = apply(withQuizOnly, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 40, passed: false }]);
      const retake = nextProgressState(failed, { type: 'quiz-submitted', score: 100, passed: true }, withQuizOnly);
      expect(retake).toMatchObject({ quizScore: 100, quizCompleted: true, completed: true, progressPercentage: 100 });
    });

    it('a pass before the last section completes the module when that section is marked', () => {
      const early = apply(withQuizOnly, [...sections(0, 1, 2), { type: 'quiz-submitted', score: 100, passed: true }]);
      expect(early).toMatchObject({ progressPercentage: 50, completed: false });
      const last = nextProgressState(early, { type: 'section-completed', index: 3 }, withQuizOnly);
      expect(last).toMatchObject({ progressPercentage: 100, completed: true });
    });

    it('on a module without a quiz, throws LEARNING_MODULE_HAS_NO_QUIZ', () => {
      const error = catchError(() => nextProgressState(undefined, { type: 'quiz-submitted', score: 100, passed: true }, sectionsOnly));
      expect((error as RulesError).code).toBe('LEARNING_MODULE_HAS_NO_QUIZ');
    });

    it.each([-1, 101, 50.5])('a score of %s throws LEARNING_INVALID_QUIZ_SCORE', (score) => {
      const error = catchError(() => nextProgressState(undefined, { type: 'quiz-submitted', score, passed: true }, withQuizOnly));
      expect((error as RulesError).code).toBe('LEARNING_INVALID_QUIZ_SCORE');
    });
  });

  describe('video-watched', () => {
    it('saves videoWatched and keeps the percentage', () => {
      const next = apply(withQuizAndVideo, [...sections(0), { type: 'video-watched' }]);
      expect(next).toMatchObject({ videoWatched: true, progressPercentage: 20, completed: false });
    });

    it('the video as the last missing part completes the module', () => {
      const next = apply(withQuizAndVideo, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 90, passed: true }, { type: 'video-watched' }]);
      expect(next).toMatchObject({ completed: true, progressPercentage: 100 });
    });

    it('a video-only module completes when sections are done and the video is watched', () => {
      const sectionsDone = apply(withVideoOnly, sections(0, 1));
      expect(sectionsDone).toMatchObject({ completed: false, progressPercentage: 80 });
      expect(nextProgressState(sectionsDone, { type: 'video-watched' }, withVideoOnly)).toMatchObject({
        completed: true,
        progressPercentage: 100,
      });
    });

    it('on a module without a playable video, throws LEARNING_MODULE_HAS_NO_VIDEO', () => {
      const error = catchError(() => nextProgressState(undefined, { type: 'video-watched' }, withQuizOnly));
      expect((error as RulesError).code).toBe('LEARNING_MODULE_HAS_NO_VIDEO');
    });
  });

  describe('time-spent', () => {
    it('adds minutes and keeps everything else', () => {
      const next = apply(withQuizOnly, [...sections(0), { type: 'time-spent', minutes: 12 }, { type: 'time-spent', minutes: 3 }]);
      expect(next).toMatchObject({ timeSpent: 15, progressPercentage: 20, sectionsCompleted: [0] });
    });

    it.each([-5, 2.5, Number.POSITIVE_INFINITY])('refuses %s minutes with LEARNING_INVALID_TIME_SPENT', (minutes) => {
      const error = catchError(() => nextProgressState(undefined, { type: 'time-spent', minutes }, withQuizOnly));
      expect((error as RulesError).code).toBe('LEARNING_INVALID_TIME_SPENT');
    });
  });

  describe('a completed module', () => {
    const completed = apply(withQuizOnly, [...sections(0, 1, 2, 3), { type: 'quiz-submitted', score: 100, passed: true }]);

    it('stays completed at 100 after a failed retake', () => {
      expect(nextProgressState(completed, { type: 'quiz-submitted', score: 0, passed: false }, withQuizOnly)).toMatchObject({
        completed: true,
        progressPercentage: 100,
        quizScore: 100,
      });
    });

    it('stays completed at 100 after more time and a re-marked section', () => {
      const later = apply(withQuizOnly, [{ type: 'time-spent', minutes: 5 }, ...sections(2)], completed);
      expect(later).toMatchObject({ completed: true, progressPercentage: 100, timeSpent: 5 });
    });

    it('stays completed even if the module later gains a section', () => {
      const grown: ProgressModule = { ...withQuizOnly, totalSections: 5 };
      expect(nextProgressState(completed, { type: 'time-spent', minutes: 1 }, grown)).toMatchObject({
        completed: true,
        progressPercentage: 100,
      });
    });
  });
});

describe('displayedPercentOf', () => {
  it('is 0 without a record', () => {
    expect(displayedPercentOf(undefined, withQuizAndVideo)).toBe(0);
  });

  it('uses the record and the module', () => {
    const p = apply(withQuizAndVideo, [...sections(0, 1), { type: 'video-watched' }]);
    expect(displayedPercentOf(p, withQuizAndVideo)).toBe(50);
  });
});

describe('sectionProgressPercent', () => {
  it.each([
    [0, 4, 0],
    [1, 4, 25],
    [2, 3, 67],
    [4, 4, 100],
    [0, 0, 0],
  ])('%i of %i sections is %i%', (done, total, expected) => {
    expect(sectionProgressPercent(done, total)).toBe(expected);
  });
});

describe('quiz lock', () => {
  it('unlocks only when every section is complete', () => {
    expect(isQuizUnlocked(3, 4)).toBe(false);
    expect(isQuizUnlocked(4, 4)).toBe(true);
  });
});

describe('moduleCardState', () => {
  it('with no record, is start', () => {
    expect(moduleCardState(undefined)).toBe('start');
  });

  it('with a record at 0, is start', () => {
    expect(moduleCardState({ progressPercentage: 0, completed: false })).toBe('start');
  });

  it('above 0 and not completed, is continue', () => {
    expect(moduleCardState({ progressPercentage: 1, completed: false })).toBe('continue');
    expect(moduleCardState({ progressPercentage: 90, completed: false })).toBe('continue');
  });

  it('when completed, is review', () => {
    expect(moduleCardState({ progressPercentage: 100, completed: true })).toBe('review');
  });
});

describe('overallProgress', () => {
  it.each([
    [0, 15, 0],
    [1, 15, 7],
    [2, 3, 67],
    [15, 15, 100],
    [0, 0, 0],
    [3, 0, 0],
  ])('%i of %i modules is %i%', (completed, total, expected) => {
    expect(overallProgress(completed, total)).toBe(expected);
  });
});
