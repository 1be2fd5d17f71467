import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ContactPage() {
  return (
    <PagePlaceholder
      title="Contact"
      description="Questions, feedback or press enquiries: this page will tell you how to reach the Vineyard Valley team."
    />
  );
}
