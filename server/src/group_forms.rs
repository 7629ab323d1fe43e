//! The group pages' forms: plain HTML posts (no wasm, no JavaScript needed) that
//! change the group through the [`store`] and return to a page with `?said=…`,
//! which the page words in its language (`app::routes::Said`).

use crate::api::{import_export, ApiError, Imported, MAX_BODY_BYTES, MAX_IMPORT_BYTES};
use crate::client_address::ClientAddress;
use crate::error::IMPORTED_TOO_MANY;
use crate::page_form::PageForm;
use crate::rate_limit::ImportVolume;
use crate::rate_limit::{self, Limits};
use crate::state::AppState;
use app::bridge::route;
use app::BgStatsSaid;
use app::{ImportOutcome, Said, CONFIRMED};
use axum::{
    extract::{multipart::MultipartRejection, DefaultBodyLimit, Multipart, Path, State},
    http::{header, HeaderValue, StatusCode},
    middleware::from_fn_with_state,
    response::{IntoResponse, Response},
    routing::post,
    Extension, Router,
};
use serde::Deserialize;
use std::collections::HashMap;
use store::{Access, Here, Link, NewPlay, Outcome, PlayId, PlayedAt, Store, StoreError};

pub fn routes(limits: &Limits) -> Router<AppState> {
    let writes = from_fn_with_state(limits.writes.clone(), rate_limit::limit_forms);
    let new_groups = from_fn_with_state(limits.new_groups.clone(), rate_limit::limit_forms);
    let heavy = from_fn_with_state(limits.heavy.clone(), crate::heavy_admission::one_at_a_time);
    Router::new()
        .route(route::RENAME_PERSON, post(rename_person))
        .route(route::MERGE_PEOPLE, post(merge_people))
        .route(route::UNMERGE_PEOPLE, post(unmerge_people))
        .route(route::RENAME_GROUP, post(rename_group))
        .route(route::ROTATE_LINK, post(rotate))
        .route(route::EDIT_PLAY, post(edit_play))
        .route(route::DELETE_PLAY, post(delete_play))
        .route(route::RESTORE_PLAY, post(restore_play))
        .layer(writes.clone())
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .merge(
            Router::new()
                .route(route::START_GROUP, post(start_group))
                .layer(new_groups)
                .layer(DefaultBodyLimit::max(MAX_BODY_BYTES)),
        )
        .merge(
            Router::new()
                .route(route::IMPORT_FILE, post(import_file))
                .layer(heavy.clone())
                .layer(writes.clone())
                // An export's bytes, and the form's own around them.
                .layer(DefaultBodyLimit::max(MAX_IMPORT_BYTES + 64 * 1024)),
        )
        .merge(
            Router::new()
                .route(route::IMPORT_BGSTATS, post(import_bgstats))
                .layer(heavy)
                .layer(writes)
                .layer(DefaultBodyLimit::max(
                    crate::bg_stats_import::MAX_BACKUP_BYTES + 64 * 1024,
                )),
        )
}

/// Why a form's change could not be made, as a plain answer (the pages' own
/// refusals come back as `?said=` instead).
struct Refused(StatusCode, &'static str);

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let mut response = (self.0, self.1).into_response();
        if self.0 == StatusCode::SERVICE_UNAVAILABLE {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        }
        response
    }
}

const NO_PLAY: Refused = Refused(StatusCode::NOT_FOUND, "The group has no such game.");
const NO_GROUP: Refused = Refused(
    StatusCode::NOT_FOUND,
    "There is no such group (check the link).",
);
const LINK_REPLACED: Refused = Refused(
    StatusCode::GONE,
    "The group replaced this link with a new one: ask someone in the group for it.",
);
const UNREADABLE: Refused = Refused(StatusCode::BAD_REQUEST, "The form could not be read.");

fn unavailable(error: StoreError) -> Refused {
    match error {
        StoreError::ReadOnly => Refused(
            StatusCode::FORBIDDEN,
            "This link can only show the group's games.",
        ),
        StoreError::LinkReplaced => NO_GROUP,
        error => {
            // The request's span names its route without the key.
            tracing::error!(target: crate::logging::STORAGE_TARGET, %error, "storage unavailable");
            Refused(
                StatusCode::SERVICE_UNAVAILABLE,
                "The group cannot be reached just now; go back and try again shortly.",
            )
        }
    }
}

/// The group's people and links page, where most forms return.
fn manage(token: &str) -> String {
    route::fill(route::GROUP_MANAGE, &[("token", token)])
}

/// Back to a page (303: the browser asks for it with GET).
fn back_to(location: &str) -> Response {
    (
        StatusCode::SEE_OTHER,
        [(header::LOCATION, location.to_owned())],
    )
        .into_response()
}

fn said(path: &str, said: Said) -> Response {
    back_to(&format!("{path}?said={}", said.slug()))
}

async fn open(store: &Store, token: &str) -> Result<Access, Refused> {
    match store.access(token).await {
        Ok(Some(access)) if access.can_write => Ok(access),
        Ok(Some(_)) => Err(unavailable(StoreError::ReadOnly)),
        Ok(None) => match store.was_replaced(token).await {
            Ok(true) => Err(LINK_REPLACED),
            Ok(false) => Err(NO_GROUP),
            Err(error) => Err(unavailable(error)),
        },
        Err(error) => Err(unavailable(error)),
    }
}

/// A refusal about a person's name, said on the page.
fn person_said(error: StoreError) -> Result<Said, Refused> {
    match error {
        StoreError::NameTaken(_) => Ok(Said::NameTaken),
        StoreError::PlayedTogether(_) => Ok(Said::PlayedTogether),
        StoreError::NoSuchPerson => Ok(Said::NoSuchPerson),
        StoreError::Invalid { .. } => Ok(Said::NameInvalid),
        error => Err(unavailable(error)),
    }
}

#[derive(Deserialize)]
struct RenamePerson {
    name: String,
    new_name: String,
}

async fn rename_person(
    State(store): State<Store>,
    Path(token): Path<String>,
    PageForm(form): PageForm<RenamePerson>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let outcome = store
        .rename_person(&access, &form.name, &form.new_name)
        .await
        .map(|_| Said::Renamed)
        .or_else(person_said)?;
    Ok(said(&manage(&token), outcome))
}

/// A change that cannot be taken back at once is made only from its page's
/// confirmation, whose form says `confirmed=yes`; a form without it (an old
/// page's) is sent to that confirmation.
#[derive(Deserialize)]
struct MergePeople {
    name: String,
    into: String,
    #[serde(default)]
    confirmed: Option<String>,
}

fn confirmed(field: &Option<String>) -> bool {
    field.as_deref() == Some(CONFIRMED)
}

/// The manage page asking to confirm what `query` names.
fn confirm_first(token: &str, query: &[(&str, &str)]) -> Response {
    let query = serde_urlencoded::to_string(query).expect("a query of text serialises");
    back_to(&format!("{}?{query}#confirm", manage(token)))
}

async fn merge_people(
    State(store): State<Store>,
    Path(token): Path<String>,
    PageForm(form): PageForm<MergePeople>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    if !confirmed(&form.confirmed) {
        return Ok(confirm_first(
            &token,
            &[("merge", &form.name), ("into", &form.into)],
        ));
    }
    let outcome = store
        .merge_people(&access, &form.name, &form.into)
        .await
        .map(|_| Said::Merged)
        .or_else(person_said)?;
    Ok(said(&manage(&token), outcome))
}

#[derive(Deserialize)]
struct UnmergePeople {
    merge: i64,
}

/// A merge taken back (a second tap finds it already undone).
async fn unmerge_people(
    State(store): State<Store>,
    Path(token): Path<String>,
    PageForm(form): PageForm<UnmergePeople>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let outcome = match store.undo_merge(&access, form.merge).await {
        Ok(Some(_)) => Said::Unmerged,
        Ok(None) => Said::AlreadyUndone,
        Err(StoreError::NameTaken(_)) => Said::UnmergeNameTaken,
        Err(error) => return Err(unavailable(error)),
    };
    Ok(said(&manage(&token), outcome))
}

#[derive(Deserialize)]
struct RenameGroup {
    name: String,
}

#[derive(Deserialize)]
struct StartGroup {
    #[serde(default)]
    name: String,
}

/// A group started from the home page: its links page next, to share (and
/// the phone remembers the group there). A name the store refuses goes back
/// home, said.
async fn start_group(
    State(store): State<Store>,
    PageForm(form): PageForm<StartGroup>,
) -> Result<Response, Refused> {
    match store.create_group(&form.name).await {
        Ok(group) => Ok(said(&manage(group.token.as_str()), Said::GroupStarted)),
        Err(StoreError::Invalid { .. }) => Ok(said("/", Said::NameInvalid)),
        Err(error) => Err(unavailable(error)),
    }
}

async fn rename_group(
    State(store): State<Store>,
    Path(token): Path<String>,
    PageForm(form): PageForm<RenameGroup>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let outcome = match store.rename_group(&access, &form.name).await {
        Ok(_) => Said::GroupRenamed,
        Err(StoreError::Invalid { .. }) => Said::NameInvalid,
        Err(error) => return Err(unavailable(error)),
    };
    Ok(said(&manage(&token), outcome))
}

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Which {
    Write,
    Read,
}

#[derive(Deserialize)]
struct Rotate {
    link: Which,
    #[serde(default)]
    confirmed: Option<String>,
}

/// A new link. After a new write link the page is the new link's, and its
/// fragment names the old one so the phone's own list of groups and its
/// outbox follow (server/src/offline/device.js); a fragment is never sent.
async fn rotate(
    State(store): State<Store>,
    Path(token): Path<String>,
    PageForm(form): PageForm<Rotate>,
) -> Result<Response, Refused> {
    if !confirmed(&form.confirmed) {
        let link = match form.link {
            Which::Write => "write",
            Which::Read => "read",
        };
        return Ok(confirm_first(&token, &[("new_link", link)]));
    }
    let link = match form.link {
        Which::Write => Link::Write,
        Which::Read => Link::Read,
    };
    // Tapped again after the first tap was answered: the new link's page.
    let new = store.rotate_by(&token, link).await.map_err(unavailable)?;
    Ok(match form.link {
        Which::Read => said(&manage(&token), Said::RotatedRead),
        Which::Write => moved_to(&new, &token),
    })
}

/// The new write link's page, its fragment naming the `old` one.
fn moved_to(new: &store::Token, old: &str) -> Response {
    back_to(&format!(
        "{}?said={}#replaces={}",
        app::bridge::route::for_group(app::bridge::route::GROUP_MANAGE, new.as_str()),
        Said::RotatedWrite.slug(),
        old.to_ascii_lowercase()
    ))
}

#[derive(Deserialize)]
struct EditPlay {
    played_at: String,
    #[serde(default)]
    duration_min: String,
    #[serde(default)]
    place: String,
    #[serde(default)]
    note: String,
}

/// A saved game's details changed; its players and scores stay as saved.
async fn edit_play(
    State(store): State<Store>,
    Path((token, id)): Path<(String, String)>,
    PageForm(form): PageForm<EditPlay>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let id = PlayId::parse(&id).ok_or(NO_PLAY)?;
    let page = route::fill(route::PLAY, &[("token", &token), ("play", id.as_str())]);
    let Some(play) = store
        .play(&access, id.as_str())
        .await
        .map_err(unavailable)?
    else {
        return Err(NO_PLAY);
    };
    let duration_min = match form.duration_min.trim() {
        "" => None,
        text => match text.parse::<i64>() {
            Ok(minutes) => Some(minutes),
            Err(_) => return Ok(said(&page, Said::EditInvalid)),
        },
    };
    let Ok(played_at) = PlayedAt::in_zone_of(&play.played_at, &form.played_at) else {
        return Ok(said(&page, Said::EditInvalid));
    };
    let Ok(input) = store::PlayInput::read(play.game, &play.score) else {
        return Err(Refused(
            StatusCode::INTERNAL_SERVER_ERROR,
            "This game's stored scores cannot be read.",
        ));
    };
    let edited = NewPlay::new(id, played_at, input)
        // A record stored before records were checked keeps what still reads.
        .with_setup(play.setup.and_then(|s| store::kept_part_of(play.game, &s)))
        .with_rolls(play.rolls)
        .with_rounds(play.rounds)
        .with_details(duration_min, Some(form.place), Some(form.note));
    let outcome = match store.save_play(&access, edited).await {
        Ok(_) => Said::Edited,
        Err(StoreError::Invalid { .. } | StoreError::Rules(_) | StoreError::Rounds(_)) => {
            Said::EditInvalid
        }
        Err(error) => return Err(unavailable(error)),
    };
    Ok(said(&page, outcome))
}

async fn delete_play(
    State(store): State<Store>,
    Path((token, id)): Path<(String, String)>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let id = PlayId::parse(&id).ok_or(NO_PLAY)?;
    store
        .delete_play(&access, id.as_str())
        .await
        .map_err(unavailable)?;
    // Deleting twice (a second tap) lands on the same page, still with its undo.
    Ok(back_to(&format!(
        "{}?deleted={}",
        route::fill(route::GROUP, &[("token", &token)]),
        id.as_str()
    )))
}

async fn restore_play(
    State(store): State<Store>,
    Path((token, id)): Path<(String, String)>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let id = PlayId::parse(&id).ok_or(NO_PLAY)?;
    match store.restore_play(&access, id.as_str()).await {
        Ok(_) => Ok(said(
            &route::fill(route::PLAY, &[("token", &token), ("play", id.as_str())]),
            Said::Restored,
        )),
        // Still deleted: the group's page says why.
        Err(StoreError::GroupFull { .. }) => Ok(said(
            &route::fill(route::GROUP, &[("token", &token)]),
            Said::GroupFull,
        )),
        Err(error) => Err(unavailable(error)),
    }
}

/// The people page's import: an export file sent with the form (no script
/// needed), saved all or none as the API's import saves it, and the page told
/// what happened in its address (`?import=…`, worded by app's import panel).
async fn import_file(
    State(store): State<Store>,
    State(imports): State<ImportVolume>,
    client: Option<Extension<ClientAddress>>,
    Path(token): Path<String>,
    form: Result<Multipart, MultipartRejection>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let page = |outcome: ImportOutcome| {
        back_to(&format!(
            "{}?import={}#import",
            manage(&token),
            outcome.slug()
        ))
    };
    let Ok(mut form) = form else {
        return Err(UNREADABLE);
    };
    let mut file = None;
    loop {
        match form.next_field().await {
            Ok(Some(field)) if field.name() == Some("export") => match field.bytes().await {
                Ok(bytes) => file = Some(bytes),
                Err(_) => return Ok(page(ImportOutcome::TooBig)),
            },
            Ok(Some(_)) => continue,
            Ok(None) => break,
            Err(_) => return Ok(page(ImportOutcome::TooBig)),
        }
    }
    let Some(file) = file.filter(|file| !file.is_empty()) else {
        return Ok(page(ImportOutcome::NoFile));
    };
    let client = client.map(|Extension(ClientAddress(ip))| ip);
    match import_export(&store, &access, &file, (&imports, client)).await {
        Ok(Imported {
            created,
            unchanged,
            replaced,
        }) => Ok(page(ImportOutcome::Imported {
            created,
            unchanged,
            replaced,
        })),
        Err(error) if error.status() == StatusCode::SERVICE_UNAVAILABLE => Err(Refused(
            StatusCode::SERVICE_UNAVAILABLE,
            "The group cannot be reached just now; go back and try again shortly.",
        )),
        Err(error) => Ok(page(import_refusal(&error))),
    }
}

/// The BG Stats form: `step=check` says what the backup would bring and
/// saves nothing; `step=import` saves its plays of the five games. Either way
/// the page comes back with the report in its address (`?bgstats=`).
async fn import_bgstats(
    State(store): State<Store>,
    State(imports): State<ImportVolume>,
    client: Option<Extension<ClientAddress>>,
    Path(token): Path<String>,
    form: Result<Multipart, MultipartRejection>,
) -> Result<Response, Refused> {
    let access = open(&store, &token).await?;
    let client = client.map(|Extension(ClientAddress(ip))| ip);
    const UNAVAILABLE: Refused = Refused(
        StatusCode::SERVICE_UNAVAILABLE,
        "The group cannot be reached just now; go back and try again shortly.",
    );
    // A refusal by its name; a report is kept by the group and named by its
    // number, so the address stays short however long the report.
    let page = |said: BgStatsSaid| {
        back_to(&format!(
            "{}?bgstats={}#bgstats",
            manage(&token),
            said.refusal_name().expect("a refusal has a name")
        ))
    };
    let report_page = |said: BgStatsSaid| {
        let store = store.clone();
        let access = access.clone();
        let token = token.clone();
        async move {
            match store.keep_report(&access, &said.to_json()).await {
                Ok(id) => Ok(back_to(&format!("{}?bgstats={id}#bgstats", manage(&token)))),
                Err(_) => Err(UNAVAILABLE),
            }
        }
    };
    let Ok(mut form) = form else {
        return Err(UNREADABLE);
    };
    let (mut file, mut import) = (None, false);
    loop {
        match form.next_field().await {
            Ok(Some(field)) if field.name() == Some("backup") => match field.bytes().await {
                Ok(bytes) => file = Some(bytes),
                Err(_) => return Ok(page(BgStatsSaid::TooBig)),
            },
            Ok(Some(field)) if field.name() == Some("step") => {
                import = field.text().await.is_ok_and(|step| step == "import");
            }
            Ok(Some(_)) => continue,
            Ok(None) => break,
            Err(_) => return Ok(page(BgStatsSaid::TooBig)),
        }
    }
    let Some(file) = file.filter(|file| !file.is_empty()) else {
        return Ok(page(BgStatsSaid::NoFile));
    };
    // The client's one heavy request at a time, read on a low-priority
    // thread (heavy_admission.rs), bounds what reading the backup costs; the
    // store's heavy turn is held only for the reads that grow with the group
    // (its people and aliases, once), so another group's statistics never
    // wait for a whole backup (issue 61.1; before, one check held the turn
    // from the file's first byte to its report). A batch's lookup of its
    // play ids is bounded by the batch, not the group: it takes no turn.
    let Ok(backup) = crate::bg_stats_import::read(&file) else {
        return Ok(page(BgStatsSaid::NotBackup));
    };
    // Who the backup's people are here: a person of the group is that person;
    // a name merged away here is the person it became.
    let names = backup.people();
    let turn = store.heavy_read_turn().await;
    let people = store
        .people_named(&access, &names)
        .await
        .map_err(|_| UNAVAILABLE)?;
    let aliases = store.aliases(&access).await.map_err(|_| UNAVAILABLE)?;
    drop(turn);
    let renamed: HashMap<String, String> = names
        .iter()
        .map(|name| name.to_lowercase())
        .filter(|key| !people.contains_key(key))
        .filter_map(|key| Some((key.clone(), aliases.get(&key)?.clone())))
        .collect();
    // A batch at a time: the plays the group has had are left as they are
    // here, the rest counted (a check) or saved whole (an import). An import
    // stopped part-way keeps what came in; brought again, it adds the rest.
    let mut reading = crate::bg_stats_import::Reading::new(&backup, &renamed);
    let mut created = 0;
    loop {
        let mut plays = reading.next_plays(crate::bg_stats_import::PLAYS_PER_SAVE);
        if plays.is_empty() {
            break;
        }
        let ids: Vec<PlayId> = plays.iter().map(|play| play.id.clone()).collect();
        let here = store
            .plays_here(&access, &ids)
            .await
            .map_err(|_| UNAVAILABLE)?;
        reading.leave_plays_here(&mut plays, &here);
        if import && !plays.is_empty() {
            if imports.take(client, plays.len()).is_err() {
                return Ok(page(BgStatsSaid::HourFull));
            }
            let outcomes = match store.add_new_plays(&access, &plays).await {
                Ok(outcomes) => outcomes,
                Err(StoreError::Unavailable(_)) => return Err(UNAVAILABLE),
                Err(StoreError::GroupFull { .. }) => return Ok(page(BgStatsSaid::GroupFull)),
                Err(_) => return Ok(page(BgStatsSaid::NotBackup)),
            };
            // (Saved here meanwhile under the same id: left as it is here.)
            for (play, outcome) in plays.iter().zip(outcomes) {
                match outcome {
                    Outcome::AlreadyHere => reading.count_here(play.input.game(), Here::Kept),
                    Outcome::DeletedHere => reading.count_here(play.input.game(), Here::Deleted),
                    _ => created += 1,
                }
            }
        }
    }
    // People merged into (the names they come in under), asked once.
    let merged_into: Vec<String> = renamed.into_values().collect();
    let turn = store.heavy_read_turn().await;
    let merged_into = store
        .people_named(&access, &merged_into)
        .await
        .map_err(|_| UNAVAILABLE)?;
    drop(turn);
    let mut report = reading.report(|name| {
        let key = name.to_lowercase();
        people.contains_key(&key) || merged_into.contains_key(&key)
    });
    if !import {
        return report_page(BgStatsSaid::Checked(report)).await;
    }
    report.created = Some(created);
    report_page(BgStatsSaid::Imported(report)).await
}

/// An import's refusal as the page says it: the file is not an export, holds
/// too many games, or game N of it (from 1) cannot be kept.
fn import_refusal(error: &ApiError) -> ImportOutcome {
    let field = error.field().unwrap_or_default();
    if let Some(index) = field
        .strip_prefix("plays[")
        .and_then(|rest| rest.split(']').next())
        .and_then(|index| index.parse::<usize>().ok())
    {
        return ImportOutcome::Invalid(Some(index + 1));
    }
    match (field, error.status()) {
        (IMPORTED_TOO_MANY, StatusCode::TOO_MANY_REQUESTS) => ImportOutcome::HourFull,
        (app::bridge::field::GROUP_FULL, StatusCode::UNPROCESSABLE_ENTITY) => {
            ImportOutcome::GroupFull
        }
        ("plays", StatusCode::UNPROCESSABLE_ENTITY) => ImportOutcome::TooMany,
        _ => ImportOutcome::NotExport,
    }
}
