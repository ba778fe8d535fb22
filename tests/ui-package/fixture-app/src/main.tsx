import '@inclusion/ui/styles.css';
import { Button, FormField, Modal, Select, TextInput, type SelectOption } from '@inclusion/ui';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const subjects: SelectOption[] = [
  { value: 'general-inquiry', label: 'General Inquiry' },
  { value: 'volunteering', label: 'Volunteering' },
  { value: 'partnership', label: 'Partnership' },
];

function App() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>A project that installs @inclusion/ui</h1>
      <Button onClick={() => setOpen(true)}>Contact us</Button>
      <Modal open={open} onOpenChange={setOpen} title="Send us a message">
        <form id="contact" onSubmit={(event) => event.preventDefault()}>
          <FormField label="Full name" required>
            <TextInput name="fullName" autoComplete="name" />
          </FormField>
          <FormField label="Subject" hint="Choose the closest match." required>
            <Select name="subject" placeholder="Select a subject" options={subjects} />
          </FormField>
        </form>
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
