import type { Meta, StoryObj } from '@storybook/react-vite';
import { Canvas, Controls, Description, Primary, Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import type { ComponentGuidance } from '../../packages/ui/src/docs-support/guidance.ts';
import { KeyboardTable, ManualChecklist } from './GuidanceTables.tsx';
import { HindiStates } from './HindiStates.tsx';
import { InlineText } from './InlineText.tsx';
import { SpokenTranscript } from './SpokenTranscript.tsx';
import { storyFileName } from '../../packages/ui/src/test-support/story-files.ts';
import { componentFolder, transcriptOf } from './transcripts.ts';

/**
 * The docs page of every component, in the order GOV.UK Frontend's pages take: what it is, when to use
 * it and when not, how it works, how it is operated and heard, do and don't, what a person must try,
 * then every story. A component without `parameters.docs.guidance` gets the plain page.
 */
export function ComponentPage() {
  const { csfFile, preparedMeta } = useOf('meta', ['meta']);
  const guidance = preparedMeta.parameters.docs?.guidance as ComponentGuidance | undefined;
  if (!guidance) {
    return (
      <>
        <Title />
        <Description />
        <Primary />
        <Controls />
        <Stories />
      </>
    );
  }

  const folder = componentFolder(String(preparedMeta.parameters.fileName ?? ''));
  // Every story that asks for a transcript (`parameters.transcript`) has one, recorded by the story tests.
  const transcripts = Object.values(csfFile.stories)
    .filter((story) => story.parameters?.transcript === true)
    .map((story) => ({
      name: story.name,
      lines: folder
        ? transcriptOf(folder, storyFileName({ id: story.id, title: preparedMeta.title }))
        : undefined,
    }));
  const exportsByName = csfFile.moduleExports as Record<string, unknown>;
  const allStates = Object.values(exportsByName).find(
    (story) => (story as { name?: unknown } | null)?.name === 'All states',
  ) as StoryObj | undefined;

  return (
    <>
      <Title />
      <Description />
      <Primary />

      <h2 id="when-to-use">When to use it</h2>
      <ul>
        {guidance.whenToUse.map((line) => (
          <li key={line}>
            <InlineText text={line} />
          </li>
        ))}
      </ul>
      <h2 id="when-not-to-use">When not to use it</h2>
      <ul>
        {guidance.whenNotToUse.map((line) => (
          <li key={line}>
            <InlineText text={line} />
          </li>
        ))}
      </ul>

      <h2 id="how-it-works">How it works</h2>
      {guidance.howItWorks.map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
      <p>
        It follows the <a href={guidance.pattern.url}>{guidance.pattern.name}</a>.
      </p>

      <h2 id="keyboard">Keyboard</h2>
      <KeyboardTable rows={guidance.keyboard} />

      <h2 id="screen-readers">Screen readers</h2>
      <ul>
        {guidance.screenReader.map((line) => (
          <li key={line}>
            <InlineText text={line} />
          </li>
        ))}
      </ul>
      <h3 id="what-a-screen-reader-says">What a screen reader says</h3>
      <p>
        Recorded while the story tests play each story below with a virtual screen reader, which reads the
        accessibility tree as NVDA, JAWS and VoiceOver do; the wording of a real screen reader differs.
      </p>
      {transcripts.map(({ name, lines }) =>
        lines ? (
          <SpokenTranscript key={name} name={name} lines={lines} />
        ) : (
          <p key={name}>
            <strong>The transcript of {name} is not committed yet: run `pnpm test:update`.</strong>
          </p>
        ),
      )}

      {guidance.examples?.length ? (
        <>
          <h2 id="do-and-dont">Do and don&rsquo;t</h2>
          {guidance.examples.map((example) => (
            <section key={example.do} aria-label={`Do and don't: ${example.why}`}>
              <p>
                <InlineText text={example.why} />
              </p>
              <h3>Do</h3>
              <Canvas of={exportsByName[example.do] as never} />
              <h3>Don&rsquo;t</h3>
              <Canvas of={exportsByName[example.dont] as never} />
            </section>
          ))}
        </>
      ) : null}

      <h2 id="manual-checklist">Manual checklist</h2>
      <ManualChecklist rows={guidance.checklist} />

      {allStates ? (
        <>
          <h2 id="in-hindi">
            In Hindi (<span lang="hi">हिन्दी में</span>)
          </h2>
          <p>
            Every state in Hindi: the component&rsquo;s own words as under{' '}
            <code>UiLocaleProvider language=&quot;hi&quot;</code>, and the story&rsquo;s labels and messages
            as a Hindi page would give them. The Language menu of the toolbar shows any story so.
          </p>
          <HindiStates story={allStates} meta={exportsByName.default as Meta} />
        </>
      ) : null}

      <h2 id="props">Props</h2>
      <Controls />
      <Stories title="Every state" />
    </>
  );
}
