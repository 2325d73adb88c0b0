/**
 * What the home page loads once the browser is idle (docs/banners.md): the operators' pop-up,
 * offered to the announcement modal, then, once no announcement is open, the guided tour (first
 * visit only). Its own chunk, off the first paint and the home's JavaScript budget.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { homeExtrasModule } from '../../../application/home/home.module';
import { POP_UP_OFFER_VIEW_MODEL, type PopUpOfferViewModel } from '../../../application/home/pop-up-offer-view-model';
import { TOUR_VIEW_MODEL, type TourViewModel } from '../../../application/home/tour-view-model';
import { ANNOUNCEMENT_VIEW_MODEL, type AnnouncementViewModel } from '../../../application/shell/announcement-view-model';
import { useService, useViewModel } from '../../app/container-context';
import { HOME_TOUR, HomeTour, visibleSteps, type TourStep } from './HomeTour';
import '../../styles/tour.css';

/**
 * The visitor is not in the middle of something: no dialog of theirs open (the image search, say) and
 * no menu or list expanded (the language switch): the pop-up and the tour never cover or close one.
 */
const nothingOpen = () => document.querySelector('[role="dialog"][aria-modal="true"], [aria-expanded="true"]') === null;

const HomeExtras = observer(function HomeExtras() {
  const offer = useViewModel<PopUpOfferViewModel>(POP_UP_OFFER_VIEW_MODEL, homeExtrasModule);
  const tour = useViewModel<TourViewModel>(TOUR_VIEW_MODEL, homeExtrasModule);
  const announcements = useService<AnnouncementViewModel>(ANNOUNCEMENT_VIEW_MODEL);
  const [steps, setSteps] = useState<readonly TourStep[]>([]);
  useEffect(() => {
    void offer.offer(nothingOpen);
  }, [offer]);
  const ready = offer.settled && announcements.current === null;
  useEffect(() => {
    if (!ready || tour.seen || !nothingOpen()) return;
    const shown = visibleSteps(HOME_TOUR);
    if (tour.start(shown.length)) setSteps(shown);
  }, [ready, tour]);
  if (!ready) return null;
  return steps.length === 0 ? null : <HomeTour vm={tour} steps={steps} />;
});

export default HomeExtras;
