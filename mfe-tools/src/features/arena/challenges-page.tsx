import type { UserLevel } from '@academy/contracts';
import { EmptyState, ErrorBox } from '@academy/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@academy/ui/tabs';
import { Swords, Target } from 'lucide-react';
import { useUrlForm } from '../calculator-kit/index.ts';
import { ArenaHeader } from './arena-header.tsx';
import { CardGridSkeleton } from './arena-skeletons.tsx';
import { ChallengeCard } from './challenge-card.tsx';
import { useChallengeModes, useStreakFreezeBalance, useUserLevel, useWeeklyQuests } from './data/queries.ts';
import { LeagueTab } from './league-board.tsx';
import { QuestCard } from './quest-card.tsx';
import { StreakFreezeShop } from './streak-freeze-shop.tsx';

const tabs = ['quests', 'challenges', 'league'] as const;
type Tab = (typeof tabs)[number];
const defaults = { tab: 'quests' };
const tabClass = 'flex-1 px-2 text-xs sm:flex-none sm:px-3 sm:text-sm';

// The skeletons stand in for cards of about this height, so the grid does not jump when they arrive.
const QUEST_CARD_HEIGHT = 'min-h-[20rem]';
const CHALLENGE_CARD_HEIGHT = 'min-h-[28rem]';

function QuestsTab() {
  const quests = useWeeklyQuests();
  if (quests.isPending) return <CardGridSkeleton label="Loading this week's quests..." cards={3} cardClassName={QUEST_CARD_HEIGHT} />;
  if (quests.isError) return <ErrorBox title="This week's quests could not be loaded" message={quests.error.message} onRetry={() => void quests.refetch()} />;
  if (quests.data.length === 0) {
    return (
      <EmptyState icon={<Target />} title="No quests this week" description="New quests start every Monday. Keep learning: your XP and streak still count." />
    );
  }
  return (
    <ul aria-label="Weekly quests" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {quests.data.map((quest) => (
        <li key={quest.id}>
          <QuestCard quest={quest} />
        </li>
      ))}
    </ul>
  );
}

function ChallengesTab({ level, levelError }: { level: UserLevel | undefined; levelError: boolean }) {
  const challenges = useChallengeModes();
  if (challenges.isPending || (!level && !levelError))
    return <CardGridSkeleton label="Loading challenges..." cards={3} cardClassName={CHALLENGE_CARD_HEIGHT} />;
  if (challenges.isError)
    return <ErrorBox title="The challenges could not be loaded" message={challenges.error.message} onRetry={() => void challenges.refetch()} />;
  // Whether a challenge may start depends on the level; without it no card can say.
  if (!level)
    return <ErrorBox title="The challenges need your level" message="Your level could not be loaded. Retry above to see which challenges you can start." />;
  if (challenges.data.length === 0) {
    return <EmptyState icon={<Swords />} title="No challenges yet" description="Timed challenges will be added soon. Check back later!" />;
  }
  return (
    <ul aria-label="Challenge modes" className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {challenges.data.map((challenge) => (
        <li key={challenge.id}>
          <ChallengeCard challenge={challenge} level={level} />
        </li>
      ))}
    </ul>
  );
}

/** /challenges: the Challenge arena (commerce-and-backoffice spec, section 2), XP and gems earned from real learning. */
export function ChallengesPage() {
  const { form, setField } = useUrlForm(defaults);
  const tab: Tab = (tabs as readonly string[]).includes(form.tab) ? (form.tab as Tab) : 'quests';
  const level = useUserLevel();
  const freezes = useStreakFreezeBalance();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ArenaHeader level={level.data} freezes={freezes.data} loading={level.isPending || freezes.isPending} />
        </div>
        <StreakFreezeShop level={level.data} balance={freezes.data} loading={level.isPending || freezes.isPending} />
      </div>
      {level.isError ? (
        <ErrorBox title="Your level could not be loaded" message={level.error.message} onRetry={() => void level.refetch()} className="max-w-none" />
      ) : null}

      <Tabs value={tab} onValueChange={(value) => setField('tab', value)}>
        <div className="max-w-full overflow-x-auto">
          {/* On a phone the three tabs share the width (smaller text), so none hides off the edge. */}
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="quests" className={tabClass}>
              Weekly Quests
            </TabsTrigger>
            <TabsTrigger value="challenges" className={tabClass}>
              Challenge Modes
            </TabsTrigger>
            <TabsTrigger value="league" className={tabClass}>
              Leaderboard
            </TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="quests">
          <QuestsTab />
        </TabsContent>
        <TabsContent value="challenges">
          <ChallengesTab level={level.data} levelError={level.isError} />
        </TabsContent>
        <TabsContent value="league">
          <LeagueTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
