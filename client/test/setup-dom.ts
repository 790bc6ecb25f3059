/**
 * Component tests wait on the real server: findBy/waitFor give it time on a loaded machine (they resolve
 * as soon as the condition holds, so a fast run stays fast).
 */
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 20_000 });

// happy-dom's partial Web Animations reject a cancelled animation's promise where nothing awaits it (an
// unhandled AbortError when a card leaves mid-animation). Without Element.animate, motion animates with
// its own frame loop, as it does in browsers without the API.
delete (Element.prototype as Partial<Element>).animate;
