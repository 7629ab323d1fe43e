//! `GET /api/v1/groups/{token}/export.bgg.xml`: a group's plays in the shape of
//! BoardGameGeek's plays XML (`<plays><play date length location>` with its
//! `<item objectid>`, `<comments>` and each `<player name startposition score
//! new win>`), for people who log there. Streamed oldest first, so `new` (a
//! person's first play of that game in the group) is known as each play is
//! written.

use super::export::streamed;
use super::groups::open;
use super::ApiError;
use axum::{
    extract::{Path, State},
    http::header,
    response::{IntoResponse, Response},
};
use games::GameId;
use serde_json::Value;
use std::collections::HashSet;
use store::{Store, StoredPlay};

pub async fn export_bgg_xml(
    State(store): State<Store>,
    Path(token): Path<String>,
) -> Result<Response, ApiError> {
    let access = open(&store, &token).await?;
    let opening = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<plays>\n".to_owned();
    // Each person's games so far, by name without regard to case: bounded by
    // the group's people times its five games, not by its plays.
    let mut played: HashSet<(String, GameId)> = HashSet::new();
    let body = streamed(store, access, opening, "</plays>\n", move |play, xml, _| {
        play_xml(play, &mut played, xml)
    });
    Ok((
        [
            (header::CONTENT_TYPE, "application/xml; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"tableside-plays-bgg.xml\"",
            ),
        ],
        body,
    )
        .into_response())
}

/// One `<play>`, the players in the order they were entered; their start
/// position counts from the player who opened, when the setup recorded one.
fn play_xml(play: &StoredPlay, played: &mut HashSet<(String, GameId)>, xml: &mut String) {
    let bgg_id = play.game.bgg_id(play.kind());
    let players = play.result["players"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let opened = play
        .setup
        .as_ref()
        .and_then(|setup| setup.get(store::START_SEAT))
        .and_then(Value::as_u64)
        .map_or(0, |seat| seat as usize);
    let date = play.played_at.get(..10).unwrap_or(&play.played_at);
    xml.push_str(&format!("<play date=\"{}\" quantity=\"1\"", xml_text(date)));
    if let Some(minutes) = play.duration_min {
        xml.push_str(&format!(" length=\"{minutes}\""));
    }
    // BoardGameGeek's own marks for a game not played to its end: it then
    // counts no win for it.
    let unfinished = u8::from(play.unfinished);
    xml.push_str(&format!(
        " incomplete=\"{unfinished}\" nowinstats=\"{unfinished}\""
    ));
    if let Some(place) = &play.place {
        xml.push_str(&format!(" location=\"{}\"", xml_text(place)));
    }
    xml.push_str(&format!(
        ">\n<item name=\"{}\" objecttype=\"thing\" objectid=\"{bgg_id}\"/>\n",
        xml_text(play.game.info().name)
    ));
    if let Some(note) = &play.note {
        xml.push_str(&format!("<comments>{}</comments>\n", xml_text(note)));
    }
    xml.push_str("<players>\n");
    let seats = players.len().max(1);
    for (seat, player) in players.iter().enumerate() {
        let name = player["name"].as_str().unwrap_or_default();
        let new = played.insert((name.trim().to_lowercase(), play.game));
        let position = (seat + seats - opened % seats) % seats + 1;
        xml.push_str(&format!(
            "<player name=\"{}\" startposition=\"{position}\" score=\"{}\" new=\"{}\" win=\"{}\"/>\n",
            xml_text(name),
            player["total"],
            u8::from(new),
            u8::from(play.won(name)),
        ));
    }
    xml.push_str("</players>\n</play>\n");
}

/// Text as an XML attribute or element: markup characters escaped, and what
/// XML 1.0 cannot hold at all (control characters but tab and line breaks,
/// U+FFFE, U+FFFF) left out. The store refuses control characters already.
fn xml_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            '\t' => out.push_str("&#9;"),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_what_xml_cannot_hold_is_left_out() {
        assert_eq!(
            xml_text("<a href=\"x\">Tom & 'Jerry'</a>"),
            "&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;"
        );
        assert_eq!(
            xml_text("line\nbreak\u{0}\u{FFFF}\u{202E}"),
            "line&#10;break\u{202E}"
        );
    }
}
