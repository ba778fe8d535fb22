import { privacyPolicy } from '../content/policies.js';
import { PolicyDocument } from '../sections/PolicyDocument.js';

export default function PrivacyPolicyPage() {
  return <PolicyDocument policy={privacyPolicy} />;
}
