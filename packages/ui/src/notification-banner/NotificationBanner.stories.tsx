import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../button/Button.js';
import { Tag } from '../tag/Tag.js';
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
  play: async ({ canvas }) => {
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
            Asha Rao will get an e-mail saying that her application is being reviewed.{' '}
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
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mark as in progress' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const banner = await canvas.findByRole('alert', { name: 'Success' });
    await waitFor(() => expect(banner).toHaveFocus());
    await expect(banner).toHaveTextContent('Status changed to In progress');

    // The next Tab continues from the banner, into its link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See the history of this application' })).toHaveFocus();

    // A second change brings focus back to the same banner with the new result.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(banner).toHaveFocus());
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
    await waitFor(() => expect(banner).toHaveFocus());
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
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Important' })).toHaveFocus());
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
