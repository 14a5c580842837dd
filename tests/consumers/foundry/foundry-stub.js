// Stand-ins for the parts of Foundry VTT a module touches. Each records what it was given
// in window.__foundry, for the test to read. Not Foundry's code: only the shapes.
(() => {
  const record = { hooks: [], chat: [], dice: [], updates: [], statuses: [], combatUpdates: [], combatantUpdates: [], errors: [] };
  window.__foundry = record;

  class Collection extends Map {
    get contents() { return [...this.values()]; }
    getName(name) { return this.contents.find((d) => d.name === name); }
  }

  class Item {
    constructor(data, parent = null) {
      Object.assign(this, structuredClone(data));
      Object.defineProperty(this, '_source', { value: structuredClone(data) });
      Object.defineProperty(this, 'parent', { value: parent });
      this.id = data._id ?? null;
    }
    toObject() { return structuredClone(this._source); }
  }

  class Actor {
    constructor(data) {
      Object.assign(this, structuredClone(data));
      Object.defineProperty(this, '_source', { value: structuredClone(data), writable: true });
      this.id = data._id ?? null;
      this.items = new Collection((data.items ?? []).map((i, n) => [i._id ?? `item${n}`, new Item(i, this)]));
      this.statuses = new Set();
    }
    toObject() { return structuredClone(this._source); }
    async update(changes) {
      record.updates.push({ actor: this.name, changes: structuredClone(changes) });
      // Apply dotted and nested keys, as Foundry does, so a second read sees them.
      const apply = (obj, key, value) => {
        const parts = key.split('.');
        let at = obj;
        for (const p of parts.slice(0, -1)) at = at[p] ??= {};
        const last = parts[parts.length - 1];
        if (value && typeof value === 'object' && !Array.isArray(value)) {
          for (const [k, v] of Object.entries(value)) apply(at[last] ??= {}, k, v);
        } else at[last] = value;
      };
      for (const [k, v] of Object.entries(changes ?? {})) {
        apply(this, k, v);
        apply(this._source, k, v);
      }
      return this;
    }
    async toggleStatusEffect(id, { active } = {}) {
      record.statuses.push({ actor: this.name, id, active });
      if (active) this.statuses.add(id);
      else this.statuses.delete(id);
      return active;
    }
  }

  // A combatant: its actor from game.actors, its token's disposition.
  class Combatant {
    constructor(data, parent) {
      this._id = data._id;
      this.id = data._id;
      this.actorId = data.actorId;
      this.name = data.name ?? game.actors.get(data.actorId)?.name ?? '';
      this.initiative = data.initiative ?? null;
      this.defeated = data.defeated ?? false;
      this.hidden = false;
      this.token = { disposition: data.disposition ?? 0 };
      Object.defineProperty(this, 'parent', { value: parent });
    }
    get actor() { return game.actors.get(this.actorId) ?? null; }
  }

  class Combat {
    constructor(data) {
      this.id = data._id ?? null;
      this.round = data.round ?? 0;
      this.turn = data.turn ?? null;
      this.combatants = new Collection((data.combatants ?? []).map((c) => [c._id, new Combatant(c, this)]));
    }
    // As Foundry sorts them: initiative highest first, none last, ties by id.
    get turns() {
      const score = (c) => (typeof c.initiative === 'number' ? c.initiative : -Infinity);
      return this.combatants.contents.sort((a, b) => score(b) - score(a) || (a.id > b.id ? 1 : -1));
    }
    async update(changes) {
      record.combatUpdates.push(structuredClone(changes));
      Object.assign(this, changes);
      return this;
    }
    async updateEmbeddedDocuments(type, updates) {
      record.combatantUpdates.push({ type, updates: structuredClone(updates) });
      for (const { _id, ...changes } of updates) Object.assign(this.combatants.get(_id), changes);
      return updates;
    }
  }

  const events = new Map();
  window.Hooks = {
    on(name, fn) { if (!events.has(name)) events.set(name, []); events.get(name).push({ fn, once: false }); },
    once(name, fn) { if (!events.has(name)) events.set(name, []); events.get(name).push({ fn, once: true }); },
    // Like Foundry: callbacks run in order and a returned promise is not awaited.
    callAll(name, ...args) {
      record.hooks.push(name);
      const list = events.get(name) ?? [];
      events.set(name, list.filter((h) => !h.once));
      for (const h of list) {
        try { h.fn(...args); } catch (err) { record.errors.push(`${name}: ${err.message}`); }
      }
      return true;
    },
  };

  window.ChatMessage = {
    getSpeaker({ actor } = {}) { return { alias: actor?.name, actor: actor?.id ?? null }; },
    async create(data) { record.chat.push(structuredClone(data)); return data; },
  };

  window.Actor = Actor;
  window.Item = Item;
  window.Combat = Combat;
  window.game = {
    system: { id: 'unknown' },
    user: { id: 'gm' },
    modules: new Collection([['my-module', { id: 'my-module', active: true }]]),
    actors: new Collection(),
    items: new Collection(),
    dice3d: {
      async show(data, user, synchronize) { record.dice.push(structuredClone(data)); return true; },
    },
  };
})();
