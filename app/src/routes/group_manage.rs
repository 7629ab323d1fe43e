//! `/g/{token}/manage`: the group's people (rename, merge) and its links (the
//! read-only one shown to the write link's holder; either made anew), and its
//! name. Rendered on the server; the forms are plain posts handled by
//! server/src/group_forms.rs, which come back here saying what they did.
//!
//! People are shown a page at a time (`?page=`), and the merge forms share one
//! list of the page's names: the page grows with its own people only, however
//! large the group (a list of everyone in each person's form grew with the
//! square of the group and took the server down).

use super::group::{said_in_address, use_store, GroupHead, GroupTab, SaidNotice, StoreHandle};
use super::group_page::group_page;
#[cfg(feature = "ssr")]
use super::group_page::open_group;
use crate::i18n::use_i18n;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};
use serde::{Deserialize, Serialize};

type Loaded = super::group_page::Loaded<Manage>;

/// People on one page of the list.
#[cfg(feature = "ssr")]
const PAGE: i64 = 50;

/// The id of the one list of names the merge forms offer.
const MERGE_NAMES: &str = "merge-names";

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
    max_name: usize,
    max_group_name: usize,
}

#[cfg(feature = "ssr")]
async fn load(store: Option<StoreHandle>, token: String, page: i64) -> Loaded {
    let (store, access) = match open_group(store, &token).await {
        Ok(opened) => opened,
        Err(instead) => return instead,
    };
    let offset = (page - 1).saturating_mul(PAGE);
    let (Ok(people), Ok(read_token)) = (
        store.people(&access, offset, PAGE).await,
        store.read_link(&access).await,
    ) else {
        return Loaded::Unavailable;
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
        max_name: games::score::MAX_NAME,
        max_group_name: store::MAX_GROUP_NAME,
    })
}

#[cfg(not(feature = "ssr"))]
async fn load(_store: Option<StoreHandle>, _token: String, _page: i64) -> Loaded {
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
    let store = use_store();
    let asked = token.clone();
    group_page(
        move || load(store.clone(), asked.clone(), page),
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
                        <a href=format!("/g/{token}?{}", crate::links::encode_query(&[("player", name.clone())]))>
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
    let page_href = |page: i64| format!("/g/{token}/manage?page={page}");
    let pager = (manage.page > 1 || manage.more).then(|| {
        let previous = (manage.page > 1).then(|| {
            view! { <a class="button" href=page_href(manage.page - 1) rel="prev">{m.people_previous}</a> }
        });
        let next = manage.more.then(|| {
            view! { <a class="button" href=page_href(manage.page + 1) rel="next" data-testid="more-people">{m.people_next}</a> }
        });
        view! { <nav class="pager">{previous}{next}</nav> }
    });
    let links = manage
        .can_write
        .then(|| view! { <LinkForms manage=manage.clone() token=token.clone() /> });
    view! {
        <GroupHead name=manage.name.clone() can_write=manage.can_write token=token.clone() tab=GroupTab::Manage />
        <SaidNotice said=said_in_address() />
        <section class="panel" aria-labelledby="people-heading">
            <h2 id="people-heading">{m.people_heading}</h2>
            {empty}
            <ul class="people" data-testid="people">{people}</ul>
            {merge_names}
            {pager}
        </section>
        {links}
    }
}

/// Rename one person, or merge them into another (named from the page's list
/// of names, or typed: anyone in the group).
#[component]
fn PersonForms(name: String, token: String, max_name: usize) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    view! {
        <details class="person__change">
            <summary>{m.change_person}</summary>
            <form class="inline-form" method="post" action=format!("/g/{token}/people/rename") data-testid="rename-person">
                <input type="hidden" name="name" value=name.clone() />
                <label>{m.new_name}
                    <input type="text" name="new_name" required maxlength=max_name value=name.clone() autocomplete="off" />
                </label>
                <button class="button" type="submit">{m.rename_button}</button>
            </form>
            <form class="inline-form" method="post" action=format!("/g/{token}/people/merge") data-testid="merge-person">
                <input type="hidden" name="name" value=name.clone() />
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

/// The group's links and name.
#[component]
fn LinkForms(manage: Manage, token: String) -> impl IntoView {
    let i18n = use_i18n();
    let m = &i18n.t().manage;
    let rotate = format!("/g/{token}/rotate");
    let origin = crate::request::request_origin();
    let read_link = match &manage.read_token {
        Some(read) => view! {
            <input class="link-field" id="read-link" type="text" readonly value=format!("{origin}/g/{read}") data-testid="read-link"
                aria-describedby="read-link-hint" />
        }
        .into_any(),
        None => view! { <p class="hint" data-testid="no-read-link">{m.no_read_link}</p> }.into_any(),
    };
    view! {
        <section class="panel" aria-labelledby="links-heading">
            <h2 id="links-heading">{m.links_heading}</h2>
            <h3><label for="write-link">{m.write_link}</label></h3>
            <input class="link-field" id="write-link" type="text" readonly value=format!("{origin}/g/{token}") data-testid="write-link"
                aria-describedby="write-link-hint" />
            <p class="hint" id="write-link-hint">{m.write_link_hint}</p>
            <form method="post" action=rotate.clone()>
                <input type="hidden" name="link" value="write" />
                <button class="button" type="submit" data-testid="rotate-write">{m.new_write_link}</button>
            </form>
            <h3><label for="read-link">{m.read_link}</label></h3>
            {read_link}
            <p class="hint" id="read-link-hint">{m.read_link_hint}</p>
            <form method="post" action=rotate>
                <input type="hidden" name="link" value="read" />
                <button class="button" type="submit" data-testid="rotate-read">{m.new_read_link}</button>
            </form>
            <h3>{m.group_name}</h3>
            <form class="inline-form" method="post" action=format!("/g/{token}/rename") data-testid="rename-group">
                <label>{m.group_name}
                    <input type="text" name="name" maxlength=manage.max_group_name value=manage.name.clone() />
                </label>
                <button class="button" type="submit">{m.rename_group}</button>
            </form>
        </section>
    }
}
