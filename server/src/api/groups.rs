//! Groups and their plays (`/api/v1/groups/…`): a thin layer over [`store`].
//! A group's link is its token; unknown and malformed tokens get the same 404.

use super::answers::{from_store, PlayAnswer};
use super::body::{ApiBytes, ApiJson};
use super::play_door::{self, PadPlayRequest};
use super::ApiError;
use crate::searches::Searches;
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{IntoResponse, Response},
    Json,
};
use games::recorded::RecordedScores;
use games::{GameId, ScoreInput};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::marker::PhantomData;
use std::sync::Arc;
use store::{Access, Link, NewPlay, PlayFilter, PlayId, PlayInput, Store, StoreError};

/// The body of `POST /api/v1/groups` (none at all: a group without a name).
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct NewGroup {
    #[serde(default)]
    name: String,
}

/// `POST /api/v1/groups` with an optional `{"name"}`: a new group's two links.
pub async fn create(State(store): State<Store>, body: ApiBytes) -> Result<Response, ApiError> {
    let body = body.read()?;
    let request: NewGroup = if body.iter().all(u8::is_ascii_whitespace) {
        NewGroup::default()
    } else {
        ApiError::parse_json(&body)?
    };
    let group = store
        .create_group(&request.name)
        .await
        .map_err(from_store)?;
    let body = NewGroupAnswer {
        name: &group.name,
        read_token: group.read_token.as_str(),
        token: group.token.as_str(),
    };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// The answer to `POST /api/v1/groups`. Its fields are in the order `json!`
/// wrote them before (alphabetical), so the bytes are unchanged.
#[derive(Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub(super) struct NewGroupAnswer<'a> {
    pub(super) name: &'a str,
    pub(super) read_token: &'a str,
    pub(super) token: &'a str,
}

/// `GET /api/v1/groups/{token}`: the group's name, what this link may do, and
/// for the write link the read-only one.
pub async fn show(
    State(store): State<Store>,
    Path(token): Path<String>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let read_token = store.read_link(&access).await.map_err(from_store)?;
    let mut body = json!({"name": access.name, "can_write": access.can_write});
    if let Some(read_token) = read_token {
        body["read_token"] = json!(read_token.as_str());
    }
    Ok(Json(body))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Rename {
    name: String,
}

/// `PATCH /api/v1/groups/{token}` with `{"name"}`: the group renamed.
pub(super) async fn rename(
    State(store): State<Store>,
    Path(token): Path<String>,
    body: ApiJson<Rename>,
) -> Result<Json<Value>, ApiError> {
    let access = open_to_write(&store, &token).await?;
    let request = body.read()?;
    let name = store
        .rename_group(&access, &request.name)
        .await
        .map_err(from_store)?;
    Ok(Json(json!({ "name": name })))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "lowercase")]
enum Which {
    Write,
    Read,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Rotate {
    link: Which,
}

/// `POST /api/v1/groups/{token}/rotate` with `{"link": "write" | "read"}`: a new
/// link replaces that one (the old one stops working); answers the new token.
pub(super) async fn rotate(
    State(store): State<Store>,
    Path(token): Path<String>,
    body: ApiJson<Rotate>,
) -> Result<Json<Value>, ApiError> {
    // A read-only link is refused before its body is read.
    let opened = store.access(&token).await.map_err(from_store)?;
    if opened.is_some_and(|access| !access.can_write) {
        return Err(from_store(StoreError::ReadOnly));
    }
    let request = body.read()?;
    let (link, key) = match request.link {
        Which::Write => (Link::Write, "token"),
        Which::Read => (Link::Read, "read_token"),
    };
    // Asked again just after it was answered (the answer lost on the way):
    // the link that replaced this one, for a few seconds.
    let new = store.rotate_by(&token, link).await.map_err(from_store)?;
    Ok(Json(json!({ key: new.as_str() })))
}

/// The body of `PUT …/plays/{play_id}`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayRequest {
    game: String,
    played_at: String,
    score: Value,
    #[serde(default)]
    setup: Option<Value>,
    #[serde(default)]
    duration_min: Option<i64>,
    #[serde(default)]
    place: Option<String>,
    #[serde(default)]
    note: Option<String>,
    /// A game of Catan's dice rolls: the sums in order.
    #[serde(default)]
    rolls: Option<Value>,
    /// A game of Citadels round by round.
    #[serde(default)]
    rounds: Option<Value>,
}

/// `PUT /api/v1/groups/{token}/plays/{play_id}`: 201 for a new play, 200 for the
/// same play again or an edit; the result is computed here by `games`.
pub(super) async fn save(
    State(store): State<Store>,
    Path((token, play_id)): Path<(String, String)>,
    body: ApiJson<PlayRequest>,
) -> Result<Response, ApiError> {
    let access = open_to_write(&store, &token).await?;
    let id = PlayId::parse(&play_id).ok_or_else(|| {
        ApiError::bad_request("the play id must be a UUID made by the client", "play_id")
    })?;
    let request = body.read()?;
    let play = new_play(id, request, "")?;
    play_door::save(&store, &access, play).await
}

/// A play as the API takes it, checked; `within` names where it sits in the
/// request (`plays[3]` in an import), for the error's field.
fn new_play(id: PlayId, request: PlayRequest, within: &str) -> Result<NewPlay, ApiError> {
    let field = |name: &str| match within {
        "" => name.to_owned(),
        within => format!("{within}.{name}"),
    };
    let game: GameId = request
        .game
        .parse()
        .map_err(|e: games::UnknownGame| ApiError::unprocessable(e.to_string(), field("game")))?;
    let played_at = play_door::played_at(&request.played_at, field("played_at"))?;
    // A result recorded elsewhere, or the figures the rules score.
    let input = match request.score.get(store::RECORDED) {
        Some(recorded) => {
            let bytes = serde_json::to_vec(recorded).expect("JSON values serialise");
            let within = field(&format!("score.{}", store::RECORDED));
            let read = ApiError::parse_json_with(&bytes, &within, PhantomData::<RecordedScores>)?;
            PlayInput::Recorded(game, read)
        }
        None => {
            let bytes = serde_json::to_vec(&request.score).expect("JSON values serialise");
            PlayInput::Rules(ApiError::parse_json_with(
                &bytes,
                &field("score"),
                ScoreInput::reader(game),
            )?)
        }
    };
    let rolls = match &request.rolls {
        None | Some(Value::Null) => Vec::new(),
        Some(rolls) => games::dice::read_rolls(rolls).map_err(|error| {
            ApiError::unprocessable(error.to_string(), field(&error.field().to_string()))
        })?,
    };
    let rounds = match &request.rounds {
        None | Some(Value::Null) => Vec::new(),
        Some(rounds) => games::rounds::read_rounds(rounds).map_err(|error| {
            ApiError::unprocessable(error.to_string(), field(&error.field().to_string()))
        })?,
    };
    Ok(NewPlay::new(id, played_at, input)
        .with_setup(request.setup)
        .with_rolls(rolls)
        .with_rounds(rounds)
        .with_details(request.duration_min, request.place, request.note))
}

/// A play of an export (with its `id`, and the `result` the server recomputes).
pub(super) fn play_request(mut play: Value, within: &str) -> Result<NewPlay, ApiError> {
    let id = play
        .get("id")
        .and_then(Value::as_str)
        .and_then(PlayId::parse)
        .ok_or_else(|| {
            ApiError::unprocessable("each play needs its id (a UUID)", format!("{within}.id"))
        })?;
    if let Some(fields) = play.as_object_mut() {
        fields.remove("id");
        // What the server computed, sent back as it was exported.
        fields.remove("result");
        fields.remove("unfinished");
    }
    let request: PlayRequest = serde_json::from_value(play)
        .map_err(|e| ApiError::unprocessable(e.to_string(), within.to_owned()))?;
    new_play(id, request, within)
}

/// `PUT /g/{token}/plays/{play_id}`: the scorepad's "Save to a group". The pad is
/// read here with the code the page scores with, and stored as the API's input;
/// answers as `PUT /api/v1/groups/{token}/plays/{play_id}` does. A pad the rules
/// refuse is a 422 listing each problem as the pad says it.
pub async fn save_pad(
    State(store): State<Store>,
    State(searches): State<Arc<Searches>>,
    Path((token, play_id)): Path<(String, String)>,
    body: ApiJson<PadPlayRequest>,
) -> Result<Response, ApiError> {
    let id = PlayId::parse(&play_id).ok_or_else(|| {
        ApiError::bad_request("the play id must be a UUID made by the client", "play_id")
    })?;
    let request = body.read()?;
    // Read and drawn first: a save refused (a 422, a full search pool) costs
    // no lookup of its group (issue 60.4, the flood of costly saves).
    let play = play_door::from_pad(&searches, id, request).await?;
    let access = open_to_write(&store, &token).await?;
    let play = play_door::keeping_what_the_group_recorded(&store, &access, play).await?;
    play_door::save(&store, &access, play).await
}

/// `GET /api/v1/groups/{token}/plays/{play_id}`.
pub async fn play(
    State(store): State<Store>,
    Path((token, play_id)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let access = open(&store, &token).await?;
    match store.play(&access, &play_id).await.map_err(from_store)? {
        Some(play) => Ok(Json(PlayAnswer::of(&play)).into_response()),
        None => Err(ApiError::not_found("the group has no such play")),
    }
}

/// `DELETE /api/v1/groups/{token}/plays/{play_id}`: 204; undone by `…/restore`.
pub async fn delete(
    State(store): State<Store>,
    Path((token, play_id)): Path<(String, String)>,
) -> Result<StatusCode, ApiError> {
    let access = open_to_write(&store, &token).await?;
    match store
        .delete_play(&access, &play_id)
        .await
        .map_err(from_store)?
    {
        true => Ok(StatusCode::NO_CONTENT),
        false => Err(ApiError::not_found("the group has no such play")),
    }
}

/// `POST /api/v1/groups/{token}/plays/{play_id}/restore`: a deletion undone.
pub async fn restore(
    State(store): State<Store>,
    Path((token, play_id)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let access = open_to_write(&store, &token).await?;
    if !store
        .restore_play(&access, &play_id)
        .await
        .map_err(from_store)?
    {
        return Err(ApiError::not_found(
            "the group has no deleted play with that id",
        ));
    }
    let play = store.play(&access, &play_id).await.map_err(from_store)?;
    Ok(Json(play.as_ref().map(PlayAnswer::of)).into_response())
}

/// `GET /api/v1/groups/{token}/stats`: who wins, by how much, against whom, and
/// how often each game is played. A shared win counts as a win for each sharer.
pub async fn stats(
    State(store): State<Store>,
    Path(token): Path<String>,
    query: Result<Query<StatsQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text(), ""))?;
    let paging = Paging::checked(query.page, query.per_page)?;
    let stats = store.stats(&access).await.map_err(from_store)?;
    // A page of the people (by name), like every list: a group may hold
    // thousands, each with a line per rival.
    let from = usize::try_from(paging.offset()).unwrap_or(usize::MAX);
    let shown = stats
        .people
        .iter()
        .skip(from)
        .take(paging.per_page as usize);
    let more = stats.people.len() > from.saturating_add(paging.per_page as usize);
    let people: Vec<Value> = shown
        .map(|person| {
            json!({
                "name": person.name,
                "plays": person.plays,
                "unfinished": person.unfinished,
                "wins": person.wins,
                "win_rate": person.win_rate(),
                "against_chance": against_chance(&person.estimate),
                "by_players": person.by_players.iter().map(|t| json!({
                    "players": t.players,
                    "plays": t.plays,
                    "wins": t.wins,
                    "win_rate": t.win_rate(),
                    "against_chance": against_chance(&t.estimate),
                })).collect::<Vec<_>>(),
                "most_frequent_rival": person.most_frequent_rivals().first().map(|r| &r.rival),
                "most_frequent_rivals": person.most_frequent_rivals().iter().map(|r| &r.rival).collect::<Vec<_>>(),
                "per_game": person.per_game.iter().map(|g| json!({
                    "game": g.game,
                    "plays": g.plays,
                    "unfinished": g.unfinished,
                    "wins": g.wins,
                    "average": g.average(),
                    "best": g.best,
                    "by_players": g.by_players.iter().map(|t| json!({
                        "players": t.players,
                        "plays": t.plays,
                        "wins": t.wins,
                        "average": t.average(),
                    })).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
                "head_to_head": person.rivals.iter().map(|h| json!({
                    "rival": h.rival,
                    "together": h.together,
                    "ahead": h.ahead,
                    "behind": h.behind,
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    let games: Vec<Value> = stats
        .games
        .iter()
        .map(|game| {
            // `plays`, `by_seat` and `start_player` over every finished play;
            // the unfinished ones are counted apart, and in `per_month`.
            let mut line = seating_json(&game.seating);
            line["game"] = json!(game.game);
            line["unfinished"] = json!(game.unfinished);
            line["average_winning_score"] = json!(game.average_winning_score());
            line["per_month"] = game
                .per_month
                .iter()
                .map(|(month, plays)| json!({"month": month, "plays": plays}))
                .collect();
            line["score_distribution"] = game
                .distribution
                .iter()
                .map(|(score, times)| json!({"score": score, "times": times}))
                .collect();
            // A game kept round by round: each character its rounds recorded.
            if game.game.info().keeps_rounds {
                line["characters"] = game.characters.iter().map(character_json).collect();
            }
            line["splits"] = game
                .splits
                .iter()
                .map(|split| {
                    let mut line = seating_json(&split.seating);
                    match &split.by {
                        store::SplitBy::Kind(kind) => line["kind"] = json!(kind),
                        store::SplitBy::Players(n) => line["players"] = json!(n),
                    }
                    line
                })
                .collect();
            line
        })
        .collect();
    // "Our dice": every saved game's rolls (Catan's), null when none has any.
    let dice = stats.games.iter().find_map(|game| game.dice.as_ref());
    let body = json!({ "people": people, "games": games, "dice": dice.map(dice_json) });
    Ok(Json(paging.answer(body, more)))
}

/// Dice rolled over some plays: each sum's rolls beside what fair dice give,
/// and the fairness test's verdict (`games::dice`).
fn dice_json(dice: &store::DiceStats) -> Value {
    let counts = &dice.counts;
    json!({
        "plays": dice.plays,
        "rolls": counts.rolls(),
        "by_sum": games::dice::SUMS
            .map(|sum| json!({"sum": sum, "count": counts.count(sum), "expected": counts.expected(sum)}))
            .collect::<Vec<_>>(),
        "chi_square": counts.chi_square(),
        "verdict": counts.verdict(),
    })
}

/// One character over the kept rounds: the rounds it was taken in, and how
/// the players who took it in a finished game's last round fared.
fn character_json(character: &store::CharacterStats) -> Value {
    json!({
        "character": character.character,
        "rank": character.rank,
        "rounds": character.rounds,
        "last_round": {
            "plays": character.last_round_plays,
            "wins": character.last_round_wins,
            "win_rate": character.win_rate(),
            "against_chance": against_chance(&character.estimate),
        },
    })
}

/// Some plays' seats: `plays`, `by_seat` and `start_player` (null when no play
/// recorded who opened).
fn seating_json(seating: &store::Seating) -> Value {
    json!({
        "plays": seating.plays,
        "by_seat": seating.by_seat.iter()
            .map(|s| json!({"seat": s.seat + 1, "plays": s.plays, "wins": s.wins, "win_rate": s.win_rate(),
                "against_chance": against_chance(&s.estimate)}))
            .collect::<Vec<_>>(),
        "start_player": seating.start_player.as_ref()
            .map(|s| json!({"plays": s.plays, "wins": s.wins, "win_rate": s.win_rate(),
                "against_chance": against_chance(&s.estimate)})),
    })
}

/// How many plays a page of the history holds unless asked otherwise.
const PAGE: i64 = 20;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    game: Option<String>,
    player: Option<String>,
    page: Option<i64>,
    per_page: Option<i64>,
}

/// The statistics' address: which page of the people.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatsQuery {
    page: Option<i64>,
    per_page: Option<i64>,
}

/// Which page of a listing an address asks for: `page` from 1, `per_page`
/// [`PAGE`] unless said (at most [`store::MAX_PAGE`]).
pub(super) struct Paging {
    pub page: i64,
    pub per_page: i64,
}

impl Paging {
    pub fn checked(page: Option<i64>, per_page: Option<i64>) -> Result<Paging, ApiError> {
        let per_page = per_page.unwrap_or(PAGE);
        if !(1..=store::MAX_PAGE).contains(&per_page) {
            return Err(ApiError::unprocessable(
                format!("per_page must be between 1 and {}", store::MAX_PAGE),
                "per_page",
            ));
        }
        let page = page.unwrap_or(1);
        if page < 1 {
            return Err(ApiError::unprocessable("page must be 1 or more", "page"));
        }
        Ok(Paging { page, per_page })
    }

    pub fn offset(&self) -> i64 {
        (self.page - 1).saturating_mul(self.per_page)
    }

    /// The answer's `page`, `per_page` and `next_page` (null on the last).
    pub fn answer(&self, mut body: Value, more: bool) -> Value {
        body["page"] = json!(self.page);
        body["per_page"] = json!(self.per_page);
        body["next_page"] = json!(more.then_some(self.page + 1));
        body
    }
}

/// `GET /api/v1/groups/{token}/plays?game=&player=&page=&per_page=`: newest first.
pub async fn list(
    State(store): State<Store>,
    Path(token): Path<String>,
    query: Result<Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let access = open(&store, &token).await?;
    let Query(query) = query.map_err(|e| ApiError::bad_request(e.body_text(), ""))?;
    let game = match query.game.as_deref().filter(|g| !g.is_empty()) {
        Some(game) => Some(
            game.parse::<GameId>()
                .map_err(|e| ApiError::unprocessable(e.to_string(), "game"))?,
        ),
        None => None,
    };
    let paging = Paging::checked(query.page, query.per_page)?;
    let filter = PlayFilter {
        game,
        player: query.player.filter(|p| !p.trim().is_empty()),
        offset: paging.offset(),
        limit: paging.per_page,
    };
    let found = store.plays(&access, &filter).await.map_err(from_store)?;
    let plays: Vec<Value> = found
        .plays
        .iter()
        .map(|play| {
            json!({
                "id": play.id,
                "game": play.game,
                "played_at": play.played_at,
                "unfinished": play.unfinished,
                // An unfinished game's leaders won nothing: their rank says it.
                "players": play.seats.iter().map(|seat| json!({
                    "name": seat.name,
                    "total": seat.total,
                    "rank": seat.place,
                    "winner": play.won(seat),
                })).collect::<Vec<_>>(),
            })
        })
        .collect();
    Ok(Json(paging.answer(json!({ "plays": plays }), found.more)))
}

/// [`open`] for a change: a read-only link is refused (403) before its
/// request is read, whatever the request holds.
pub(super) async fn open_to_write(store: &Store, token: &str) -> Result<Access, ApiError> {
    let access = open(store, token).await?;
    match access.can_write {
        true => Ok(access),
        false => Err(from_store(StoreError::ReadOnly)),
    }
}

pub(super) async fn open(store: &Store, token: &str) -> Result<Access, ApiError> {
    if let Some(access) = store.access(token).await.map_err(from_store)? {
        return Ok(access);
    }
    // A link the group replaced says so (410), and nothing else of the group.
    match store.was_replaced(token).await.map_err(from_store)? {
        true => Err(ApiError::new(
            StatusCode::GONE,
            "the group replaced this link with a new one: ask someone in the group for it",
            None,
        )),
        false => Err(ApiError::not_found(
            "there is no such group (check the link)",
        )),
    }
}

/// A rate against chance as the API gives it (docs/api.md).
fn against_chance(estimate: &store::RateEstimate) -> Value {
    json!({
        "win_shares": estimate.wins,
        "plays": estimate.plays,
        "rate": estimate.rate(),
        "chance": estimate.chance,
        "interval_95": [estimate.low, estimate.high],
        "p_value": estimate.p_value,
        "verdict": estimate.verdict(),
    })
}
