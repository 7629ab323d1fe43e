//! A live table's pad in the browser. Each edit goes to `/live.js` as the pad
//! before and after it (the server makes the table's changes from the two);
//! the table's news comes back from it as the pad to show: the table with
//! this phone's edits still on their way laid over it by the server, so that
//! nothing typed flickers away. The network, the queue of edits and their
//! retries are `/live.js`'s.

use super::pad::ScoreState;
use leptos::prelude::*;
use std::cell::RefCell;

/// Where the island leaves an edit for `/live.js`.
const EDIT_FROM: &str = crate::bridge::storage::LIVE_EDIT_FROM;
const EDIT_TO: &str = crate::bridge::storage::LIVE_EDIT_TO;

thread_local! {
    /// The last pad handed on as edited or taken from the news, as the text
    /// that goes to `/live.js` and comes back from it.
    static SENT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Starts following the table for `pad`, as the page drew it.
pub fn follow(pad: RwSignal<ScoreState>) {
    SENT.set(pad.with_untracked(ScoreState::encode));
}

/// Shows the pad `/live.js` brought (`text`), unless it is what is shown.
pub fn take_news(pad: RwSignal<ScoreState>, text: &str) {
    let Some(news) = ScoreState::decode(text) else {
        return;
    };
    let shown = news.encode();
    let same = pad.with_untracked(|current| current.encode() == shown);
    SENT.set(shown);
    if !same {
        pad.set(news);
    }
}

/// Hands an edit of the pad to `/live.js` (nothing if the pad is as last sent
/// or taken from the news).
pub fn edited(current: &ScoreState) {
    let to = current.encode();
    let from =
        SENT.with_borrow_mut(|sent| (*sent != to).then(|| std::mem::replace(sent, to.clone())));
    if let Some(from) = from {
        crate::browser::save(EDIT_FROM, &from);
        crate::browser::save(EDIT_TO, &to);
        crate::browser::announce(crate::bridge::event::LIVE_EDIT);
    }
}
