// Your Auctions (/events/for-you; docs/product.md section 2 "Event lists"): the auctions the user organises or owns a team in.
import { EventList } from "../components/event-list.tsx";

export function ForYouEventsPage() {
  return <EventList scope="for-you" />;
}
