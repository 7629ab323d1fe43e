//! `/g/{token}/manage`: the group's people (rename, merge, undo a merge) and
//! its links (links.rs), and its name. Rendered on the server; the forms
//! are plain posts handled by server/src/group_forms.rs, which come back here
//! saying what they did. What cannot be taken back at once is asked first:
//! the merge form and the new-link buttons come back here (`?merge=…&into=…`,
//! `?new_link=…`) to a confirmation naming what will change.
//!
//! People are shown a page at a time (`?page=`), and the merge forms share one
//! list of the page's names: the page grows with its own people only, however
//! large the group (a list of everyone in each person's form grew with the
//! square of the group and took the server down).

use super::bg_stats_import::{BgStatsPanel, BgStatsSaid};
use super::group_page;
use super::head::{said_in_address, GroupHead, GroupTab, SaidNotice};
use super::links::{LinkForms, NewLinkConfirm};
#[cfg(feature = "ssr")]
use super::open_group;
use super::transfer::TransferPanel;
use super::{use_store, StoreHandle};
use crate::i18n::use_i18n;
use crate::routes::Said;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};
use serde::{Deserialize, Serialize};

type Loaded = super::Loaded<Manage>;

/// People on one page of the list.
#[cfg(feature = "ssr")]
const PAGE: i64 = 50;

/// The id of the one list of names the merge forms offer.
const MERGE_NAMES: &str = "merge-names";

/// What the address asks to confirm (read by the server's load only).
#[derive(Debug, Clone, Default)]
#[cfg_attr(not(feature = "ssr"), allow(dead_code))]
struct Asked {
    /// A merge: the person and who they are the same as.
    merge: Option<(String, String)>,
    /// A new link: `write` or `read`.
    new_link: Option<String>,
    /// The BG Stats form's answer (bg_stats_import.rs): a refusal's name or a
    /// kept report's number.
    bgstats: Option<String>,
}

/// A confirmation shown before a change that cannot be taken back at once.
#[derive(Debug, Clone, Serialize, Deserialize)]
enum Confirm {
    Merge {
        name: String,
        games: i64,
        into: String,
    },
    /// The merge asked for cannot be made, said why.
    MergeRefused(Said),
    NewLink {
        write: bool,
    },
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Manage {
    name: String,
    can_write: bool,
    /// Name and games played, by name: this page of them.
    people: Vec<(String, i64)>,
    /// The page shown (from 1), and whether another follows.
    page: i64,
    more: bool,
    /// For the write link only; `None` also for a group made before read links
    /// were kept.
    read_token: Option<String>,
    /// The last merges, which can be undone: id, name, into, games.
    merges: Vec<(i64, String, String, i64)>,
    confirm: Option<Confirm>,
    bgstats: Option<BgStatsSaid>,
    max_name: usize,
    max_group_name: usize,
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, token: String, page: i64, asked: Asked) -> Loaded {
    let (store, access) = match open_group(store, &token).await {
        Ok(opened) => opened,
        Err(instead) => return instead,
    };
    let offset = (page - 1).saturating_mul(PAGE);
    let (Ok(people), Ok(read_token), Ok(merges)) = (
        store.people(&access, offset, PAGE).await,
        store.read_link(&access).await,
        store.merges(&access).await,
    ) else {
        return Loaded::Unavailable;
    };
    let bgstats = match (access.can_write, &asked.bgstats) {
        (true, Some(name)) => match BgStatsSaid::named(&store, &access, name).await {
            Ok(said) => said,
            Err(_) => return Loaded::Unavailable,
        },
        _ => None,
    };
    let confirm = match (access.can_write, asked) {
        (false, _) => None,
        (
            true,
            Asked {
                merge: Some((name, into)),
                ..
            },
        ) => match confirm_merge(&store, &access, &name, &into).await {
            Ok(confirm) => Some(confirm),
            Err(_) => return Loaded::Unavailable,
        },
        (
            true,
            Asked {
                new_link: Some(link),
                ..
            },
        ) => match link.as_str() {
            "write" => Some(Confirm::NewLink { write: true }),
            "read" => Some(Confirm::NewLink { write: false }),
            _ => None,
        },
        (true, _) => None,
    };
    Loaded::Found(Manage {
        name: access.name,
        can_write: access.can_write,
        people: people
            .people
            .into_iter()
            .map(|p| (p.name, p.plays))
            .collect(),
        page,
        more: people.more,
        read_token: read_token.map(|t| t.as_str().to_owned()),
        merges: merges
            .into_iter()
            .map(|m| (m.id, m.name, m.into, m.games))
            .collect(),
        confirm,
        bgstats,
        max_name: games::score::MAX_NAME,
        max_group_name: store::MAX_GROUP_NAME,
    })
}

/// The merge of `name` into `into` as it would be made, or why it cannot.
#[cfg(feature = "ssr")]
async fn confirm_merge(
    store: &store::Store,
    access: &store::Access,
    name: &str,
    into: &str,
) -> Result<Confirm, store::StoreError> {
    let (Some(person), Some(other)) = (
        store.person(access, name).await?,
        store.person(access, into).await?,
    ) else {
        return Ok(Confirm::MergeRefused(Said::NoSuchPerson));
    };
    if person.name == other.name {
        return Ok(Confirm::MergeRefused(Said::SamePerson));
    }
    Ok(Confirm::Merge {
        name: person.name,
        games: person.plays,
        into: other.name,
    })
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _token: String, _page: i64, _asked: Asked) -> Loaded {
    Loaded::Unavailable
}

#[component]
pub fn GroupManagePage() -> impl IntoView {
    let token = use_params_map()
        .read_untracked()
        .get("token")
        .unwrap_or_default();
    let page = use_query_map()
        .read_untracked()
        .get_str("page")
        .and_then(|p| p.parse().ok())
        .filter(|&p| (1..=1_000_000).contains(&p))
        .unwrap_or(1);
    let query = use_query_map().read_untracked();
    let asked = Asked {
        merge: query.get("merge").zip(query.get("into")),
        new_link: query.get("new_link"),
        bgstats: query.get("bgstats"),
    };
    let store = use_store();
    let group = token.clone();
    group_page(
        move || load(store.clone(), group.clone(), page, asked.clone()),
        move |manage| view! { <ManageView manage token=token.clone() /> },
    )
}

#[component]
fn ManageView(manage: Manage, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let empty = manage
        .people
        .is_empty()
        .then(|| view! { <p class="hint">{m.no_people}</p> });
    let people = manage
        .people
        .iter()
        .map(|(name, plays)| {
            let change = manage.can_write.then(|| {
                view! { <PersonForms name=name.clone() token=token.clone() max_name=manage.max_name /> }
            });
            view! {
                <li class="person" data-testid="person">
                    <p class="person__head">
                        <a href=format!("{}?{}", crate::bridge::route::for_group(crate::bridge::route::GROUP, &token), crate::links::encode_query(&[("player", name.clone())]))>
                            <strong data-testid="person-name">{name.clone()}</strong>
                        </a>
                        " · "{(m.person_plays)(*plays)}
                    </p>
                    {change}
                </li>
            }
        })
        .collect_view();
    let merge_names = manage.can_write.then(|| {
        let names = manage
            .people
            .iter()
            .map(|(name, _)| view! { <option value=name.clone()></option> })
            .collect_view();
        view! { <datalist id=MERGE_NAMES>{names}</datalist> }
    });
    let manage_page =
        crate::bridge::route::fill(crate::bridge::route::GROUP_MANAGE, &[("token", &token)]);
    let page_href = |page: i64| format!("{manage_page}?page={page}");
    let pager = (manage.page > 1 || manage.more).then(|| {
        let previous = (manage.page > 1).then(|| {
            view! { <a class="button" href=page_href(manage.page - 1) rel="prev">{m.people_previous}</a> }
        });
        let next = manage.more.then(|| {
            view! { <a class="button" href=page_href(manage.page + 1) rel="next" data-testid="more-people">{m.people_next}</a> }
        });
        view! { <nav class="pager">{previous}{next}</nav> }
    });
    let merges = (manage.can_write && !manage.merges.is_empty())
        .then(|| view! { <RecentMerges merges=manage.merges.clone() token=token.clone() /> });
    let confirm = manage.confirm.clone().map(|confirm| match confirm {
        Confirm::Merge { name, games, into } => {
            view! { <MergeConfirm name games into token=token.clone() /> }.into_any()
        }
        Confirm::MergeRefused(said) => view! { <SaidNotice said=Some(said) /> }.into_any(),
        Confirm::NewLink { write } => {
            view! { <NewLinkConfirm write token=token.clone() /> }.into_any()
        }
    });
    let links = manage.can_write.then(|| {
        view! {
            <LinkForms
                name=manage.name.clone()
                read_token=manage.read_token.clone()
                max_group_name=manage.max_group_name
                token=token.clone()
            />
        }
    });
    view! {
        <GroupHead name=manage.name.clone() can_write=manage.can_write token=token.clone() tab=GroupTab::Manage />
        <super::head::RememberGroup token=token.clone() name=manage.name.clone() can_write=manage.can_write />
        <SaidNotice said=said_in_address() />
        {confirm}
        <section class="panel" aria-labelledby="people-heading">
            <h2 id="people-heading">{m.people_heading}</h2>
            {merges}
            {empty}
            <ul class="people" data-testid="people">{people}</ul>
            {merge_names}
            {pager}
        </section>
        {links}
        <TransferPanel token=token.clone() can_write=manage.can_write />
        {manage.can_write.then(|| view! { <BgStatsPanel token=token.clone() said=manage.bgstats.clone() /> })}
    }
}

/// Rename one person, or ask to merge them into another (named from the
/// page's list of names, or typed: anyone in the group). The merge is asked
/// here and made from its confirmation.
#[component]
fn PersonForms(name: String, token: String, max_name: usize) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    view! {
        <details class="person__change">
            <summary>{m.change_person}</summary>
            <form class="inline-form" method="post" action=crate::bridge::route::fill(crate::bridge::route::RENAME_PERSON, &[("token", &token)]) data-testid="rename-person">
                <input type="hidden" name="name" value=name.clone() />
                <label>{m.new_name}
                    <input type="text" name="new_name" required maxlength=max_name value=name.clone() autocomplete="off" />
                </label>
                <button class="button" type="submit">{m.rename_button}</button>
            </form>
            <form class="inline-form" method="get" action=format!("{}#confirm", crate::bridge::route::fill(crate::bridge::route::GROUP_MANAGE, &[("token", &token)])) data-testid="merge-person">
                <input type="hidden" name="merge" value=name.clone() />
                <label>{m.merge_into}
                    <input type="text" name="into" list=MERGE_NAMES required maxlength=max_name
                        placeholder=m.merge_placeholder autocomplete="off" />
                </label>
                <p class="hint">{m.merge_hint}</p>
                <button class="button" type="submit">{m.merge_button}</button>
            </form>
        </details>
    }
}

/// The merge asked for, named in full, with its one button and a way out.
#[component]
fn MergeConfirm(name: String, games: i64, into: String, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    view! {
        <section class="panel confirm" id="confirm" aria-labelledby="confirm-heading" data-testid="confirm">
            <h2 id="confirm-heading">{m.merge_confirm_heading}</h2>
            <p>{(m.merge_confirm)(&name, games, &into)}</p>
            <form method="post" action=crate::bridge::route::fill(crate::bridge::route::MERGE_PEOPLE, &[("token", &token)])>
                <input type="hidden" name="name" value=name.clone() />
                <input type="hidden" name="into" value=into.clone() />
                <input type="hidden" name="confirmed" value=crate::routes::CONFIRMED />
                <button class="button button--danger" type="submit" data-testid="confirm-merge">
                    {(m.merge_confirm_button)(&name, &into)}
                </button>
            </form>
            <a class="button" href=crate::bridge::route::fill(crate::bridge::route::GROUP_MANAGE, &[("token", &token)]) data-testid="cancel">{m.cancel}</a>
        </section>
    }
}

/// The last merges, each with its undo.
#[component]
fn RecentMerges(merges: Vec<(i64, String, String, i64)>, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let action =
        crate::bridge::route::fill(crate::bridge::route::UNMERGE_PEOPLE, &[("token", &token)]);
    let lines = merges
        .into_iter()
        .map(|(id, name, into, games)| {
            view! {
                <li class="merge" data-testid="merge">
                    <form class="merge__form" method="post" action=action.clone()>
                        <input type="hidden" name="merge" value=id />
                        <span>{(m.merge_line)(&name, &into, games)}</span>
                        <button class="button" type="submit" data-testid="undo-merge">{m.undo}</button>
                    </form>
                </li>
            }
        })
        .collect_view();
    view! {
        <h3>{m.merges_heading}</h3>
        <p class="hint">{m.merges_hint}</p>
        <ul class="merges" data-testid="merges">{lines}</ul>
    }
}
