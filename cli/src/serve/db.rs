//! The team library's store: SQLite (embedded, the default) or PostgreSQL, through sqlx's `Any`
//! driver, one schema with migrations for each (cli/migrations). Every write happens in a
//! transaction that first takes the team's change counter: writes to one team are serialised
//! (a row lock in PostgreSQL; SQLite has one writer), so a version compared on write cannot
//! change before the write lands, and the feed's cursor never skips a change.

use sha2::{Digest, Sha256};
use sqlx::any::AnyPoolOptions;
use sqlx::AnyPool;
use sqlx::Row;

/// What a stored item is (the schema's `kind`: procedures and recordings share the table and
/// the feed).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Kind {
    Procedure,
    Recording,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Procedure => "procedure",
            Kind::Recording => "recording",
        }
    }
}

/// One item as stored.
#[derive(Clone, Debug)]
pub struct Item {
    pub kind: String,
    pub id: String,
    pub version: i64,
    pub seq: i64,
    pub body: String,
}

/// A write refused because the item changed since the version the writer read.
#[derive(Debug)]
pub enum WriteError {
    /// The version stored now, and its body (`None` when the item does not exist).
    Stale(Option<Item>),
    Db(String),
}

impl From<sqlx::Error> for WriteError {
    fn from(e: sqlx::Error) -> Self {
        WriteError::Db(e.to_string())
    }
}

#[derive(Clone)]
pub struct Db {
    pool: AnyPool,
}

/// A member, as their token says.
#[derive(Clone, Debug, PartialEq)]
pub struct Member {
    pub team: String,
    pub name: String,
}

pub fn digest(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

impl Db {
    /// Opens (creating a SQLite file when needed) and migrates the database at `url`:
    /// `sqlite:path` or `postgres://…`.
    pub async fn open(url: &str) -> Result<Db, String> {
        sqlx::any::install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        let url = if sqlite && !url.contains("mode=") {
            format!("{url}{}mode=rwc", if url.contains('?') { '&' } else { '?' })
        } else {
            url.to_string()
        };
        let options = AnyPoolOptions::new();
        // (SQLite has one writer: one connection serialises every transaction, where several
        // would fail to upgrade their locks under load. PostgreSQL takes many.)
        let options = if sqlite {
            options.max_connections(1).after_connect(|conn, _| {
                Box::pin(async move {
                    sqlx::query("PRAGMA journal_mode = WAL")
                        .execute(&mut *conn)
                        .await?;
                    sqlx::query("PRAGMA foreign_keys = ON")
                        .execute(&mut *conn)
                        .await?;
                    Ok(())
                })
            })
        } else {
            options.max_connections(16)
        };
        let pool = options
            .connect(&url)
            .await
            .map_err(|e| format!("cannot open the database {}: {e}", redact(&url)))?;
        let migrated = if sqlite {
            sqlx::migrate!("./migrations/sqlite").run(&pool).await
        } else {
            sqlx::migrate!("./migrations/postgres").run(&pool).await
        };
        migrated.map_err(|e| format!("cannot migrate the database: {e}"))?;
        Ok(Db { pool })
    }

    async fn ensure_team(&self, team: &str) -> Result<(), sqlx::Error> {
        sqlx::query("INSERT INTO teams (name, seq) VALUES ($1, 0) ON CONFLICT (name) DO NOTHING")
            .bind(team)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A new token for a member of `team`: returned once, stored only as its digest. A member
    /// holds one live token; creating another for the same name is refused (revoke it first).
    pub async fn create_token(&self, team: &str, name: &str) -> Result<String, String> {
        let mut raw = [0u8; 32];
        getrandom::fill(&mut raw).map_err(|e| format!("no randomness for a token: {e}"))?;
        let token = format!(
            "pm_{}",
            raw.iter().map(|b| format!("{b:02x}")).collect::<String>()
        );
        self.ensure_team(team).await.map_err(|e| e.to_string())?;
        let made =
            sqlx::query("INSERT INTO tokens (digest, team, name, created) VALUES ($1, $2, $3, $4)")
                .bind(digest(&token))
                .bind(team)
                .bind(name)
                .bind(now_ms())
                .execute(&self.pool)
                .await;
        match made {
            Ok(_) => Ok(token),
            Err(e) if e.to_string().to_lowercase().contains("unique") => Err(format!(
                "{name} already holds a live token for team {team}: revoke it first"
            )),
            Err(e) => Err(e.to_string()),
        }
    }

    /// Revokes a member's live token; whether there was one.
    pub async fn revoke_token(&self, team: &str, name: &str) -> Result<bool, String> {
        let done = sqlx::query(
            "UPDATE tokens SET revoked = $1 WHERE team = $2 AND name = $3 AND revoked IS NULL",
        )
        .bind(now_ms())
        .bind(team)
        .bind(name)
        .execute(&self.pool)
        .await
        .map_err(|e| e.to_string())?;
        Ok(done.rows_affected() > 0)
    }

    /// The member a live token belongs to.
    pub async fn member(&self, token: &str) -> Result<Option<Member>, sqlx::Error> {
        let row =
            sqlx::query("SELECT team, name FROM tokens WHERE digest = $1 AND revoked IS NULL")
                .bind(digest(token))
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|r| Member {
            team: r.get("team"),
            name: r.get("name"),
        }))
    }

    /// Every team that has written anything (to build their indexes at start).
    pub async fn teams(&self) -> Result<Vec<String>, sqlx::Error> {
        let rows = sqlx::query("SELECT name FROM teams ORDER BY name")
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().map(|r| r.get("name")).collect())
    }

    /// The team's change counter: the feed's newest cursor.
    pub async fn seq(&self, team: &str) -> Result<i64, sqlx::Error> {
        let row = sqlx::query("SELECT seq FROM teams WHERE name = $1")
            .bind(team)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map_or(0, |r| r.get("seq")))
    }

    pub async fn get(&self, team: &str, kind: Kind, id: &str) -> Result<Option<Item>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT kind, id, version, seq, body FROM items WHERE team = $1 AND kind = $2 AND id = $3",
        )
        .bind(team)
        .bind(kind.as_str())
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(item))
    }

    /// Items changed after `since`, oldest change first, at most `limit`.
    pub async fn changes(
        &self,
        team: &str,
        since: i64,
        limit: i64,
    ) -> Result<Vec<Item>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT kind, id, version, seq, body FROM items WHERE team = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        )
        .bind(team)
        .bind(since)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(item).collect())
    }

    /// Every item of a kind (for the retrieval index).
    pub async fn all(&self, team: &str, kind: Kind) -> Result<Vec<Item>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT kind, id, version, seq, body FROM items WHERE team = $1 AND kind = $2 ORDER BY id",
        )
        .bind(team)
        .bind(kind.as_str())
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().map(item).collect())
    }

    /// Writes an item over the version `replaces` (`None`: only when there is none yet), or
    /// refuses with the one stored now. `body` may be made from the stored one (`make`), inside
    /// the same transaction: an outcome updates counts nobody else can change meanwhile.
    pub async fn put_with<F>(
        &self,
        member: &Member,
        kind: Kind,
        id: &str,
        replaces: Option<Option<i64>>,
        make: F,
    ) -> Result<Item, WriteError>
    where
        F: FnOnce(Option<&Item>) -> Result<String, WriteError>,
    {
        self.ensure_team(&member.team).await?;
        let mut tx = self.pool.begin().await?;
        // (First, the team's counter: this serialises the team's writes.)
        let seq: i64 = sqlx::query("UPDATE teams SET seq = seq + 1 WHERE name = $1 RETURNING seq")
            .bind(&member.team)
            .fetch_one(&mut *tx)
            .await?
            .get("seq");
        let current = sqlx::query(
            "SELECT kind, id, version, seq, body FROM items WHERE team = $1 AND kind = $2 AND id = $3",
        )
        .bind(&member.team)
        .bind(kind.as_str())
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?
        .map(item);
        if let Some(expected) = replaces {
            if current.as_ref().map(|c| c.version) != expected {
                tx.rollback().await?;
                return Err(WriteError::Stale(current));
            }
        }
        let body = match make(current.as_ref()) {
            Ok(b) => b,
            Err(e) => {
                tx.rollback().await?;
                return Err(e);
            }
        };
        let version = current.as_ref().map_or(1, |c| c.version + 1);
        sqlx::query(
            "INSERT INTO items (team, kind, id, version, seq, body, updated, updated_by) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
             ON CONFLICT (team, kind, id) DO UPDATE SET version = excluded.version, \
             seq = excluded.seq, body = excluded.body, updated = excluded.updated, \
             updated_by = excluded.updated_by",
        )
        .bind(&member.team)
        .bind(kind.as_str())
        .bind(id)
        .bind(version)
        .bind(seq)
        .bind(&body)
        .bind(now_ms())
        .bind(&member.name)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Item {
            kind: kind.as_str().into(),
            id: id.into(),
            version,
            seq,
            body,
        })
    }

    pub async fn record_outcome(
        &self,
        member: &Member,
        procedure_id: &str,
        success: bool,
        failed_step: Option<&str>,
    ) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO outcomes (team, procedure_id, member, success, failed_step, at) VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(&member.team)
        .bind(procedure_id)
        .bind(&member.name)
        .bind(success)
        .bind(failed_step)
        .bind(now_ms())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Per member: outcomes reported and how many succeeded.
    pub async fn member_stats(&self, team: &str) -> Result<Vec<(String, i64, i64)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT member, COUNT(*) AS runs, SUM(CASE WHEN success THEN 1 ELSE 0 END) AS successes \
             FROM outcomes WHERE team = $1 GROUP BY member ORDER BY member",
        )
        .bind(team)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| (r.get("member"), r.get("runs"), r.get("successes")))
            .collect())
    }
}

fn item(r: sqlx::any::AnyRow) -> Item {
    Item {
        kind: r.get("kind"),
        id: r.get("id"),
        version: r.get("version"),
        seq: r.get("seq"),
        body: r.get("body"),
    }
}

/// A database address without its password, for messages.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let creds = &url[s + 3..at];
            let user = creds.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..s + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}
