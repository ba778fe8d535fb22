import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { eventually } from '../test-support/eventually.js';
import { Button } from '../button/Button.js';
import { Tag } from '../tag/Tag.js';
import { heard } from '../test-support/heard.js';
import { notificationBannerGuidance } from './NotificationBanner.guidance.js';
import { NotificationBanner } from './NotificationBanner.js';

const meta = {
  title: 'Feedback/NotificationBanner',
  component: NotificationBanner,
  args: {
    heading: 'Volunteer applications close on 30 June.',
    children: (
      <p>
        Review the <a href="#new">12 new applications</a> before then, so that applicants hear from us in time
        for the training in July.
      </p>
    ),
  },
  argTypes: { type: { control: 'inline-radio', options: ['neutral', 'success'] } },
  parameters: {
    docs: {
      guidance: notificationBannerGuidance,
      description: {
        component:
          'GOV.UK Frontend’s notification banner. `neutral` (the default) is for news that is not about what the visitor ' +
          'just did: a region named by its title, “Important”, read where it sits. `success` reports the result of their ' +
          'action: an alert named “Success” that takes focus when it appears, so it is read at once and keyboard users ' +
          'continue from it; `focusKey` brings focus back for the next result. All of its text is in the first render, so ' +
          'it is in the server’s HTML and there without scripts.',
      },
    },
  },
} satisfies Meta<typeof NotificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { transcript: true },
  play: async ({ canvas }) => {
    // A neutral banner is read where it sits, named Important.
    await heard.readToEnd('read the page');
    const banner = canvas.getByRole('region', { name: 'Important' });
    await expect(banner).toHaveTextContent(/Volunteer applications close on 30 June/);
    await expect(banner).not.toHaveFocus();
    await expect(banner).not.toHaveAttribute('tabindex');
  },
};

function ApplicationStatus() {
  const [status, setStatus] = useState<'New' | 'In progress'>('New');
  const [changes, setChanges] = useState(0);
  return (
    <>
      {changes > 0 ? (
        <NotificationBanner type="success" heading={`Status changed to ${status}`} focusKey={changes}>
          <p>
            {status === 'New'
              ? 'Asha Rao will get an e-mail saying that her application is waiting to be reviewed again.'
              : 'Asha Rao will get an e-mail saying that her application is being reviewed.'}{' '}
            <a href="#history">See the history of this application</a>.
          </p>
        </NotificationBanner>
      ) : null}
      <h2>Asha Rao’s application</h2>
      <p>
        Status: <Tag tone={status === 'New' ? 'strong' : 'info'}>{status}</Tag>
      </p>
      <Button
        onClick={() => {
          setStatus((current) => (current === 'New' ? 'In progress' : 'New'));
          setChanges((count) => count + 1);
        }}
      >
        {status === 'New' ? 'Mark as in progress' : 'Mark as new'}
      </Button>
    </>
  );
}

export const AfterAnAction: Story = {
  name: 'Success, after an action',
  render: () => <ApplicationStatus />,
  parameters: { transcript: true },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // Changing a status brings the success banner to focus, and Tab continues from it.
    const focusOnBanner = () => canvasElement.ownerDocument.activeElement?.getAttribute('role') === 'alert';
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Mark as in progress' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: focusOnBanner });
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await expect(banner).toHaveFocus();
    await expect(banner).toHaveTextContent('Status changed to In progress');
    await heard.readToEnd('read on');

    // The next Tab continues from the banner, into its link.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('link', { name: 'See the history of this application' })).toHaveFocus();

    // A second change brings focus back to the same banner with the new result.
    await heard.act('Tab', () => userEvent.tab());
    await expect(canvas.getByRole('button', { name: 'Mark as new' })).toHaveFocus();
    await heard.act('press Enter', () => userEvent.keyboard('{Enter}'), { until: focusOnBanner });
    await expect(banner).toHaveFocus();
    await expect(banner).toHaveTextContent('Status changed to New');
  },
};

export const SuccessOnLoad: Story = {
  name: 'Success, on the page the action led to',
  args: {
    type: 'success',
    heading: 'Asha Rao’s data has been erased',
    children: <p>The audit log records that you erased it today at 14:05. Nothing else about her is kept.</p>,
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await eventually(() => expect(banner).toHaveFocus());
  },
};

export const LongContent: Story = {
  args: {
    title: 'Important: changes to how we keep your data',
    heading:
      'From 1 August we delete closed and rejected submissions 12 months after they were closed, as the Digital ' +
      'Personal Data Protection Act 2023 asks.',
    children: (
      <>
        <p>
          Anyone can still ask us for a copy of everything we hold about them, or to correct or erase it, at
          any time before then. Staff will find the requests in the inbox under “A person’s data”.
        </p>
        <ul>
          <li>Volunteer and internship applications: 12 months after they are closed.</li>
          <li>Donation pledges: kept for 8 years, as the Income Tax Act requires for receipts.</li>
          <li>Newsletter subscriptions: until the person unsubscribes.</li>
        </ul>
      </>
    ),
  },
};

export const Narrow: Story = {
  name: 'Narrow viewport (400% zoom, 320×256)',
  ...LongContent,
  globals: { viewport: { value: 'zoom400', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(320);
    const banner = canvas.getByRole('region');
    await expect(banner.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

function BothTypes() {
  return (
    <>
      <NotificationBanner heading="Volunteer applications close on 30 June." />
      <NotificationBanner
        type="success"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the banner's focus move off: two banners cannot both take it
        autoFocus={false}
        heading="Status changed to In progress"
      >
        <p>
          <a href="#history">See the history of this application</a>
        </p>
      </NotificationBanner>
    </>
  );
}

export const DarkTheme: Story = {
  render: () => <BothTypes />,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(canvas.getByRole('alert')).not.toHaveFocus();
  },
};

export const AllStates: Story = {
  name: 'All states',
  render: () => (
    <>
      <NotificationBanner heading="Volunteer applications close on 30 June.">
        <p>
          Review the <a href="#new">12 new applications</a> before then.
        </p>
      </NotificationBanner>
      <NotificationBanner
        type="success"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- turns the banner's focus move off: the picture shows it unfocused
        autoFocus={false}
        heading="Status changed to In progress"
      >
        <p>
          <a href="#history">See the history of this application</a>
        </p>
      </NotificationBanner>
      <NotificationBanner
        title="Important: changes to how we keep your data"
        heading="From 1 August we delete closed submissions after 12 months."
      >
        <ul>
          <li>Donation pledges: kept for 8 years, as the Income Tax Act requires.</li>
        </ul>
      </NotificationBanner>
    </>
  ),
  parameters: { pictures: { modes: ['dark', 'forced-colors', 'narrow'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Important' })).toBeVisible();
    await expect(canvas.getByRole('alert', { name: 'Success' })).not.toHaveFocus();
    await expect(
      canvas.getByRole('region', { name: 'Important: changes to how we keep your data' }),
    ).toBeVisible();
  },
};

export const DontStealFocus: Story = {
  name: 'Don’t: move focus for news the visitor did not ask for',
  args: { autoFocus: true },
  parameters: {
    docs: {
      description: {
        story:
          'This neutral banner takes focus on arrival. Nothing the visitor did led to it, so a screen reader starts ' +
          'reading from the middle of the page and a keyboard user has lost their place. Let news wait where it is.',
      },
    },
  },
  play: async ({ canvas }) => {
    await eventually(() => expect(canvas.getByRole('region', { name: 'Important' })).toHaveFocus());
  },
};

export const DontForErrors: Story = {
  name: 'Don’t: report errors in a banner',
  args: {
    heading: 'There is a problem with the form',
    children: <p>Some answers are missing. Check the form and try again.</p>,
  },
  parameters: {
    docs: {
      description: {
        story:
          'A banner cannot say which answers are wrong or take the visitor to them. Use the ErrorSummary, which lists ' +
          'each error as a link to its field, and an error message on each field.',
      },
    },
  },
};
