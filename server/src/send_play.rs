//! `GET /g/{token}/p/{play}/bg-stats`: the history's "Send to BG Stats". The
//! link BG Stats documents carries the whole play as JSON (about 1 KB a play),
//! so the history names this address instead and the server answers with
//! that link (app's `bg_stats_href_of`), in the language the request asks
//! for. Any of the group's links may send its plays.
//!
//! A play with a long note or many players makes a link of several KB, and a
//! proxy refuses a header past its buffer (nginx's is 4 KB by default: a 502,
//! issue 46.5). Such a link is not put in a header: the answer is the play's
//! own page, whose "Send to BG Stats" carries the link in the page itself.

use crate::state::AppState;
use app::i18n::Texts;
use axum::{
    extract::{Path, State},
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::get,
    Router,
};
use store::{PlayInput, Store};

pub fn routes() -> Router<AppState> {
    Router::new().route(app::bridge::route::SEND_TO_BG_STATS, get(send_to_bg_stats))
}

async fn send_to_bg_stats(
    State(store): State<Store>,
    Path((token, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Response {
    let not_found = (StatusCode::NOT_FOUND, "No such game in this group.").into_response();
    let unavailable = || {
        (
            StatusCode::SERVICE_UNAVAILABLE,
            [(header::RETRY_AFTER, "5")],
            "The group cannot be reached just now; try again shortly.",
        )
            .into_response()
    };
    let access = match store.access(&token).await {
        Ok(Some(access)) => access,
        Ok(None) => return not_found,
        Err(_) => return unavailable(),
    };
    let play = match store.play(&access, &id).await {
        Ok(Some(play)) => play,
        Ok(None) => return not_found,
        Err(_) => return unavailable(),
    };
    let Some(sheet) = PlayInput::read(play.game, &play.score)
        .ok()
        .and_then(|input| input.score().ok())
    else {
        return not_found;
    };
    let header = |name| headers.get(name).and_then(|v| v.to_str().ok());
    let language =
        app::i18n::language_from_request(header(header::COOKIE), header(header::ACCEPT_LANGUAGE));
    let href = app::bg_stats_href_of(&play, &sheet, language.strings());
    if href.len() > MOST_IN_LOCATION {
        let page = app::bridge::route::fill(
            app::bridge::route::PLAY,
            &[("token", &token), ("play", &play.id)],
        );
        return Redirect::to(&format!("{page}#bg-stats")).into_response();
    }
    Redirect::to(&href).into_response()
}

/// A `Location` this long at most: with the response's other headers it stays
/// within a proxy's smallest usual header buffer (4 KB).
pub const MOST_IN_LOCATION: usize = 3 * 1024;
