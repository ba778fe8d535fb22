import { refundPolicy } from '../content/policies.js';
import { PolicyDocument } from '../sections/PolicyDocument.js';

export default function RefundPolicyPage() {
  return <PolicyDocument policy={refundPolicy} />;
}
