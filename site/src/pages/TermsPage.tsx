import { termsAndConditions } from '../content/policies.js';
import { PolicyDocument } from '../sections/PolicyDocument.js';

export default function TermsPage() {
  return <PolicyDocument policy={termsAndConditions} />;
}
