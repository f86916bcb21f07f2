(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=`camelot.token`,t=1,n=class n{onMessage;onState;ws=null;retry=500;queue=[];state=`closed`;signUp=null;constructor(e,t){this.onMessage=e,this.onState=t}static token(){try{return localStorage.getItem(e)}catch{return null}}static keep(t){try{localStorage.setItem(e,t)}catch{}}static forget(){try{localStorage.removeItem(e)}catch{}}open(e=null){this.signUp=e,this.ws?.close();let r=`${location.protocol===`https:`?`wss`:`ws`}://${location.host}/`,i=new WebSocket(r);this.ws=i,this.setState(`connecting`),i.onopen=()=>{this.retry=500;let e=n.token(),r=e!==null&&this.signUp===null?{type:`hello`,protocol:t,token:e}:{type:`hello`,protocol:t,name:this.signUp??void 0};i.send(JSON.stringify(r))},i.onmessage=e=>{let t;try{t=JSON.parse(String(e.data))}catch{return}if(t.type===`welcome`){let e=t;e.token&&n.keep(e.token),this.signUp=null,this.setState(`open`);for(let e of this.queue.splice(0))i.send(e)}this.onMessage(t)},i.onclose=()=>{this.ws===i&&(this.setState(`closed`),n.token()!==null&&(setTimeout(()=>this.ws===i&&this.open(),this.retry),this.retry=Math.min(this.retry*2,8e3)))}}send(e){let t=JSON.stringify(e);this.ws&&this.state===`open`?this.ws.send(t):this.queue.push(t)}setState(e){this.state=e,this.onState(e)}};function r(){return{me:null,conn:`closed`,seeks:new Map,mySeeks:new Set,live:[],games:new Map,current:null,invite:null,boards:new Map,leaders:null,flipped:!1,page:`lobby`,profile:null,profileName:null,error:null,showCode:!1,accountNote:null}}function i(e){return{view:e,clockAt:performance.now(),legal:[],legalPly:-1,path:[],next:null,over:e.status===`active`?null:{result:e.result??`*`,termination:e.termination??`aborted`},gone:e.gone?{side:e.gone.side,inMs:e.gone.claimable_in_ms,at:performance.now()}:null,review:null,note:null,resignArmed:!1,rematch:null}}function a(e,t){return e.me===null?null:t.white===e.me?`white`:t.black===e.me?`black`:null}function o(e,t){if(!e.gone)return 1/0;let n=e.view.to_move===e.gone.side;return e.gone.inMs-(n?t-e.gone.at:0)}function s(e,t){return e.filter(e=>t.every((t,n)=>e.path[n]===t))}function c(e){return e.length>0&&e.every(e=>e.notation.includes(`,`))}function l(e,t){return e.filter(e=>t.every(t=>e.path.includes(t)))}function u(e){return new Set(c(e)?e.flatMap(e=>e.path):e.map(e=>e.path[0]))}var d=(e,t)=>e.length===t.length&&e.every((e,n)=>e===t[n]);function f(e,t){return e!==null&&d(e.path,t)?e:null}function p(e,t,n=null){if(c(e))return new Set(l(e,t).flatMap(e=>e.path.filter(e=>!t.includes(e))));let r=new Set(s(e,t).filter(e=>e.path.length>t.length).map(e=>e.path[t.length]));for(let e of f(n,t)?.legs??[])r.add(e);return r}function ee(e,t,n,r=null){if(c(e))return te(e,t,n);if(t.length===0)return u(e).has(n)?{kind:`select`,path:[n]}:{kind:`ignore`};if(n===t[t.length-1]){let e=f(r,t);return e?.canEnd&&e.notation?{kind:`play`,notation:e.notation}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}return p(e,t,r).has(n)?{kind:`leg`,path:[...t,n]}:t.length===1&&u(e).has(n)?{kind:`select`,path:[n]}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}function te(e,t,n){if(t.includes(n))return{kind:`trees`,path:t.filter(e=>e!==n)};let r=[...t,n],i=l(e,r);if(i.length===0)return{kind:`ignore`};let a=i.find(e=>e.path.length===r.length);return a?{kind:`play`,notation:a.notation}:{kind:`trees`,path:r}}function ne(e){return e.canEnd&&e.legs.length===0&&e.notation?e.notation:null}function m(e){return e.trim().split(/[-x,^]/i).map(e=>e.trim().toUpperCase()).filter(e=>e.length>0)}var h=class{st=r();conn;onChange=()=>{};constructor(){this.conn=new n(e=>this.receive(e),e=>{this.st.conn=e,this.onChange()})}send(e){this.conn.send(e)}signInAs(e){n.keep(e);let t=this.st;t.me=null,t.games.clear(),t.current=null,t.mySeeks.clear(),t.showCode=!1,t.page=`lobby`,this.conn.open(),this.onChange()}game(){return this.st.current===null?void 0:this.st.games.get(this.st.current)}receive(e){let t=this.st;switch(e.type){case`welcome`:{let n=e;t.me=n.player||null;for(let e of n.games)this.takeGame(e,!1);this.refreshLobby(),t.invite&&=(this.send({type:`accept_invite`,invite:t.invite}),null),t.current!==null&&this.watch(t.current),t.page===`player`&&t.profileName&&this.showPlayer(t.profileName);break}case`error`:{let r=e;r.code===`bad_token`&&(n.forget(),t.me=null);let i=this.game(),a=i&&t.page===`game`,o={id:`error-${r.code}`,detail:r.message,args:re(r.message)};a?(i.note=o,i.path=[],i.next=null,this.askLegal(i)):t.error=o;break}case`seeks`:t.seeks=new Map(e.seeks.map(e=>[e.id,e]));break;case`seek_posted`:{let n=e.seek;t.seeks.set(n.id,n),t.mySeeks.add(n.id);break}case`seek_opened`:{let n=e.seek;t.seeks.set(n.id,n);break}case`seek_closed`:{let n=e.seek;t.seeks.delete(n),t.mySeeks.delete(n);break}case`challenge`:this.inviteCode=e.invite;break;case`games`:for(let t of e.games)this.takeGame(t,!1);break;case`live_games`:t.live=e.games;break;case`game`:this.takeGame(e.game,!0);break;case`moved`:return this.moved(e);case`game_over`:{let n=e,r=t.games.get(n.game);r&&(r.over={result:n.result,termination:n.termination,rating:n.rating??void 0},r.view.status=n.termination===`aborted`?`aborted`:`finished`,r.view.clock.running=null,r.legal=[],r.path=[],r.gone=null,r.note=null,this.send({type:`review`,game:n.game}));break}case`draw_offered`:case`takeback_offered`:{let n=e,r=t.games.get(n.game);r&&(e.type===`draw_offered`?r.view.draw_offer=n.by:r.view.takeback_offer=n.by,r.note=null);break}case`draw_declined`:case`takeback_declined`:{let n=t.games.get(e.game);if(n){let r=e.type===`draw_declined`,i=n.view[r?`draw_offer`:`takeback_offer`]===a(t,n.view);n.view[r?`draw_offer`:`takeback_offer`]=void 0,n.note={id:`${r?`draw`:`takeback`}-declined${i?``:`-by-you`}`}}break}case`draw_withdrawn`:case`takeback_withdrawn`:{let n=e,r=t.games.get(n.game);if(r){let i=e.type===`draw_withdrawn`;r.view[i?`draw_offer`:`takeback_offer`]=void 0;let o=n.by===`white`?r.view.white:r.view.black;r.note=n.by===a(t,r.view)?null:{id:`${i?`draw`:`takeback`}-withdrawn`,args:{name:o}}}break}case`player_gone`:{let n=e,r=t.games.get(n.game);r&&(r.gone={side:n.side,inMs:n.claimable_in_ms,at:performance.now()});break}case`player_back`:{let n=t.games.get(e.game);n&&(n.gone=null);break}case`leaderboard`:{let n=e;t.leaders={class:n.class,entries:n.entries};break}case`player_profile`:t.profile=e.profile;break;case`rematch_offered`:{let n=t.games.get(e.game);n&&(n.rematch=`theirs`);break}case`rematch_declined`:{let n=t.games.get(e.game);n&&(n.rematch=n.rematch===`mine`?`declined`:null);break}case`legal_moves`:{let n=e,r=t.games.get(n.game);r&&n.ply===r.view.moves.length&&(r.legal=n.moves,r.legalPly=n.ply);break}case`next_legs`:this.nextLegs(e);break;case`board`:{let n=e;t.boards.set(n.variant,n.board);break}case`review`:{let n=e,r=t.games.get(n.game);r&&(r.review={positions:n.positions,moves:n.moves,at:n.positions.length-1,record:n.record??void 0});break}default:return}this.onChange()}inviteCode=null;takeGame(e,t){let n=this.st,r=n.games.get(e.id),o=i(e);if(r&&r.view.status!==`active`&&e.status===`active`)return;r&&(o.review=r.review),n.games.set(e.id,o),n.boards.has(e.variant??`camelot`)||this.send({type:`board`,variant:e.variant??`camelot`});let s=a(n,e);t&&(s!==null||n.current===e.id)&&((n.current!==e.id||n.page!==`game`)&&(n.flipped=s===`black`),n.current=e.id,n.page=`game`,location.hash=`game=${e.id}`),e.status!==`active`&&this.send({type:`review`,game:e.id}),this.askLegal(o)}showPlayer(e){this.st.profile?.name.toLowerCase()!==e.toLowerCase()&&(this.st.profile=null),this.st.page=`player`,this.st.profileName=e,this.st.me!==null&&this.send({type:`player`,name:e})}rematch(e,t){this.send({type:`${t}_rematch`,game:e.view.id}),e.rematch=t===`offer`?`mine`:null,this.onChange()}watch(e){let t=this.st.games.get(e);this.st.current=e,t&&a(this.st,t.view)!==null?(this.st.page=`game`,location.hash=`game=${e}`,this.onChange()):this.send({type:`watch`,game:e})}moved(e){let t=this.st.games.get(e.game);if(!t||e.ply<=t.view.moves.length)return;if(e.ply>t.view.moves.length+1){this.send(a(this.st,t.view)?{type:`my_games`}:{type:`watch`,game:e.game});return}let n=m(e.move);t.view.moves.push(e.move),t.view.position=e.position,t.view.to_move=e.position.split(` `)[1]===`b`?`black`:`white`,t.view.clock=e.clock,t.clockAt=performance.now(),t.view.draw_offer=void 0,t.view.takeback_offer=void 0,t.legal=[],t.path=[],t.next=null,t.note=null,t.resignArmed=!1,this.askLegal(t),this.onChange({game:e.game,squares:n})}askLegal(e){let t=a(this.st,e.view);e.view.status===`active`&&t===e.view.to_move&&this.send({type:`legal`,game:e.view.id})}refreshLobby(){this.st.me!==null&&(this.send({type:`list_seeks`}),this.send({type:`list_games`}))}square(e){let t=this.game();if(!t||t.legalPly!==t.view.moves.length||t.review?.at!==void 0&&t.over)return;let n=ee(t.legal,t.path,e,t.next);switch(n.kind){case`select`:case`leg`:this.enter(t,n.path);break;case`trees`:t.path=n.path;break;case`play`:this.play(t,n.notation);break;case`cancel`:this.enter(t,[]);break;case`ignore`:return}this.onChange()}enter(e,t){e.path=t,e.next=null,t.length>0&&this.send({type:`next_legs`,game:e.view.id,path:t})}nextLegs(e){let t=this.st.games.get(e.game);if(!t||e.ply!==t.view.moves.length)return;let n={path:e.path,legs:e.legs,canEnd:e.can_end,notation:e.notation??void 0};if(!f(n,t.path))return;t.next=n;let r=ne(n);r&&this.play(t,r)}endHere(){let e=this.game(),t=e&&f(e.next,e.path);e&&t?.canEnd&&t.notation&&(this.play(e,t.notation),this.onChange())}cancelMove(){let e=this.game();e&&(this.enter(e,[]),this.onChange())}play(e,t){this.send({type:`move`,game:e.view.id,move:t,ply:e.view.moves.length}),e.legalPly=-1,e.next=null}};function re(e){let t=e.match(/\b([RV]\d+(?:\.\d+)?)\b/);return{rule:t?t[1]:``}}var g=class{constructor(e){this.value=e}valueOf(){return this.value}},_=class extends g{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},v=class extends g{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},y=class e extends g{static supportsValue(t){if(typeof t==`number`||t instanceof Date)return!0;if(t instanceof g)return e.supportsValue(t.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(t instanceof e.Instant||t instanceof e.PlainDateTime||t instanceof e.PlainDate||t instanceof e.PlainMonthDay||t instanceof e.PlainTime||t instanceof e.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof g&&(t=t.valueOf()),typeof t==`object`&&`calendarId`in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},ie=100,ae=`⁨`,oe=`⁩`;function se(e,t,n){return n===t||n instanceof v&&t instanceof v&&n.value===t.value||t instanceof v&&typeof n==`string`&&n===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function ce(e,t,n){return t[n]?C(e,t[n].value):(e.reportError(RangeError(`No default`)),new _)}function b(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=x(e,i.value):n.push(x(e,i));return{positional:n,named:r}}function x(e,t){switch(t.type){case`str`:return t.value;case`num`:return new v(t.value,{minimumFractionDigits:t.precision});case`var`:return le(e,t);case`mesg`:return ue(e,t);case`term`:return de(e,t);case`func`:return fe(e,t);case`select`:return pe(e,t);default:return new _}}function le(e,{name:t}){let n;if(e.params){if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new _(`$${t}`)}else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(ReferenceError(`Unknown variable: $${t}`)),new _(`$${t}`);if(n instanceof g)return n;switch(typeof n){case`string`:return n;case`number`:return new v(n);case`object`:if(y.supportsValue(n))return new y(n);default:return e.reportError(TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new _(`$${t}`)}}function ue(e,{name:t,attr:n}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(ReferenceError(`Unknown message: ${t}`)),new _(t);if(n){let i=r.attributes[n];return i?C(e,i):(e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new _(`${t}.${n}`))}return r.value?C(e,r.value):(e.reportError(ReferenceError(`No value: ${t}`)),new _(t))}function de(e,{name:t,attr:n,args:r}){let i=`-${t}`,a=e.bundle._terms.get(i);if(!a)return e.reportError(ReferenceError(`Unknown term: ${i}`)),new _(i);if(n){let t=a.attributes[n];if(t){e.params=b(e,r).named;let n=C(e,t);return e.params=null,n}return e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new _(`${i}.${n}`)}e.params=b(e,r).named;let o=C(e,a.value);return e.params=null,o}function fe(e,{name:t,args:n}){let r=e.bundle._functions[t];if(!r)return e.reportError(ReferenceError(`Unknown function: ${t}()`)),new _(`${t}()`);if(typeof r!=`function`)return e.reportError(TypeError(`Function ${t}() is not callable`)),new _(`${t}()`);try{let t=b(e,n);return r(t.positional,t.named)}catch(n){return e.reportError(n),new _(`${t}()`)}}function pe(e,{selector:t,variants:n,star:r}){let i=x(e,t);if(i instanceof _)return ce(e,n,r);for(let t of n)if(se(e,i,x(e,t.key)))return C(e,t.value);return ce(e,n,r)}function S(e,t){if(e.dirty.has(t))return e.reportError(RangeError(`Cyclic reference`)),new _;e.dirty.add(t);let n=[],r=e.bundle._useIsolating&&t.length>1;for(let i of t)if(typeof i==`string`)n.push(e.bundle._transform(i));else{if(e.placeables++,e.placeables>ie)throw e.dirty.delete(t),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${ie}`);r&&n.push(ae),n.push(x(e,i).toString(e)),r&&n.push(oe)}return e.dirty.delete(t),n.join(``)}function C(e,t){return typeof t==`string`?e.bundle._transform(t):S(e,t)}var me=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function w(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var he=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function ge(e,t){let n=e[0];if(n instanceof _)return new _(`NUMBER(${n.valueOf()})`);if(n instanceof v)return new v(n.valueOf(),{...n.opts,...w(t,he)});if(n instanceof y)return new v(n.toNumber(),{...w(t,he)});throw TypeError(`Invalid argument to NUMBER`)}var _e=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function ve(e,t){let n=e[0];if(n instanceof _)return new _(`DATETIME(${n.valueOf()})`);if(n instanceof y||n instanceof v)return new y(n,w(t,_e));throw TypeError(`Invalid argument to DATETIME`)}var T=new Map;function ye(e){let t=Array.isArray(e)?e.join(` `):e,n=T.get(t);return n===void 0&&(n=new Map,T.set(t,n)),n}var be=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:ge,DATETIME:ve,...t},this._useIsolating=n,this._transform=r,this._intls=ye(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,t=null,n=null){if(typeof e==`string`)return this._transform(e);let r=new me(this,n,t);try{return S(r,e).toString(r)}catch(e){if(r.errors&&e instanceof Error)return r.errors.push(e),new _().toString(r);throw e}}},E=/^(-?[a-zA-Z][\w-]*) *= */gm,D=/\.([a-zA-Z][\w-]*) *= */y,xe=/\*?\[/y,O=/(-?[0-9]+(?:\.([0-9]+))?)/y,Se=/([a-zA-Z][\w-]*)/y,k=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Ce=/^[A-Z][A-Z0-9_-]*$/,A=/([^{}\n\r]+)/y,we=/([^\\"\n\r]*)/y,j=/\\([\\"])/y,Te=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ee=/^\n+/,De=/ +$/,Oe=/ *\r?\n/g,ke=/( *)$/,Ae=/{\s*/y,je=/\s*}/y,Me=/\[\s*/y,Ne=/\s*] */y,Pe=/\s*\(\s*/y,Fe=/\s*->\s*/y,Ie=/\s*:\s*/y,Le=/\s*,?\s*/y,Re=/\s+/y,ze=class{constructor(e){this.body=[],E.lastIndex=0;let t=0;for(;;){let n=E.exec(e);if(n===null)break;t=E.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(D);){let t=o(D),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(A)&&(r=o(A)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=_();return i?r?u([r,i],i.length):(i.value=v(i.value,Ee),u([i],i.length)):r?v(r,De):null}function u(r=[],i){for(;;){if(n(A)){r.push(o(A));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=_();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=v(s,De));let c=[];for(let e of r)e instanceof Be&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Ae,SyntaxError);let e=f();if(i(je))return e;if(i(Fe)){let t=te();return i(je,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(k)){let[,e,t,n=null]=a(k);if(e===`$`)return{type:`var`,name:t};if(i(Pe)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(Ce.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return m()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(ee()),i(Le)}}function ee(){let e=f();return e.type===`mesg`&&i(Ie)?{type:`narg`,name:e.name,value:m()}:e}function te(){let e=[],t=0,i;for(;n(xe);){r(`*`)&&(i=t);let n=ne(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function ne(){i(Me,SyntaxError);let e;return e=n(O)?h():{type:`str`,value:o(Se)},i(Ne,SyntaxError),e}function m(){if(n(O))return h();if(e[t]===`"`)return re();throw SyntaxError(`Invalid expression`)}function h(){let[,e,t=``]=a(O),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function re(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(we),e[t]===`\\`)n+=g();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function g(){if(n(j))return o(j);if(n(Te)){let[,e,t]=a(Te),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function _(){let n=t;switch(i(Re),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return y(e.slice(n,t))}return e[t-1]===` `&&y(e.slice(n,t))}function v(e,t){return e.replace(t,``)}function y(e){return new Be(e.replace(Oe,`
`),ke.exec(e)[1].length)}}},Be=class{constructor(e,t){this.value=e,this.length=t}},Ve=`# Sentences both the game and the browser client (web/) say: one key, one source.

## Languages (each in its own tongue)
language = Language
lang-en = English
lang-ru = Русский
lang-sv = Svenska

## The games of the family (VARIANTS.md) and the sides
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-anti = Anti-Camelot
variant-river = River Camelot
color-white = White
color-black = Black

## Offers, resigning and leaving
back-lobby = Back to the lobby
draw-offer = Offer a draw
draw-offered = Your opponent offers a draw.
draw-accept = Accept the draw
draw-decline = Decline the draw
draw-declined = Your draw offer was declined.
draw-declined-by-you = You declined the draw.
takeback-offer = Ask to take back
takeback-offered = Your opponent asks to take back their move.
takeback-accept = Allow the take-back
takeback-decline = Refuse the take-back
takeback-declined = Your take-back request was refused.
takeback-declined-by-you = You refused the take-back.
abort = Abort the game
resign = Resign
resign-confirm = Click again to resign
gone-wait = Your opponent has left. You may claim the game in { $time }.
gone-claimable = Your opponent has left. You may claim the game now.
claim-win = Claim the win
claim-draw = Claim a draw
rematch-offer = Rematch
rematch-sent = Rematch offered
rematch-offered = Your opponent offers a rematch.
rematch-accept = Accept the rematch
rematch-decline = Decline the rematch
rematch-declined = No rematch: it was declined, or a player left.
# Withdrawing one's own offer
draw-withdraw = Withdraw the draw offer
draw-withdrawn = { $name } withdrew the draw offer.
takeback-withdraw = Withdraw the take-back request
takeback-withdrawn = { $name } withdrew the take-back request.

## How a game ended (rule ids as the WCF writes them)
end-here = End the move on { $square }
won-white = White wins
won-black = Black wins
drawn = Drawn
aborted = Aborted
end-rule = Decided by rule { $rule }.
end-resignation = By resignation.
end-agreement = By agreement.
end-time = On time: a flag fell.
end-aborted = The game was aborted; it is not rated.
end-abandonment = The opponent left the game and it was claimed.
end-R11 = A side occupied both squares of the opponent's castle (R11).
end-R12 = Neither side can win any more: bare pieces (R12).
end-R13 = A side lost all its pieces (R13).
end-R14 = The side to move had no legal move (R14).
end-R15-repetition = The same position came three times (R15).
end-R15-no-progress = Too many moves without a capture or a castle move (R15).
end-R15-resignation = By resignation (R15).
end-R15-agreement = By agreement (R15).
end-V1-4 = A piece entered the opponent's castle (V1.4).
end-V1-6 = A side lost all its pieces (V1.6).
end-V1-7 = The side to move had no legal move and lost (V1.7).
end-V4-3 = A piece entered the opponent's castle and lost (V4.3).
end-V4-5 = The side to move had no legal move and won (V4.5).
rating-change = { $player }: rating { $after } ({ $change })

## The lobby
seeks-title = Open seeks
seek-accept = Accept
seek-cancel = Cancel my seek
rated = rated
casual = casual
my-games = Your games in progress
game-line = { $white } against { $black } · { $time }
game-open = Open
game-watch = Watch
live-title = Games being played
color-any = either colour

# The move field, in the game and in the browser.
typed-label = Type a move

## A server's refusals, by their code (the game and the browser say them alike)
error-bad_message = The server could not read that message.
error-too_large = That message was too long.
error-rate_limited = Too many messages at once: wait a moment.
error-version = This page is older than the server: reload it.
error-not_signed_in = Sign up or sign in first.
error-already_signed_in = You are already signed in.
error-bad_name = A name has 2 to 32 letters, digits, _ or -, and starts with a letter or digit.
error-name_taken = That name is taken: choose another.
error-bad_token = This browser's account is not known to the server: sign up again.
error-unknown_seek = That seek is gone: it was taken or cancelled.
error-unknown_invite = That invitation is not open any more.
error-own_seek = That is your own seek.
error-unknown_game = There is no such game.
error-not_your_game = You do not play in this game.
error-not_your_turn = It is not your turn.
error-stale_ply = The position changed before your move arrived: try again.
error-illegal_move = That move is not legal.
error-game_over = The game is over.
error-not_allowed = That is not allowed now.
error-storage = The server could not save that; nothing changed. Try again.
error-limit = You reached a limit of the server.
error-unknown_player = No player has that name.
`,He=`# The browser client's sentences (web/). The sentences the game says too are in common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Leaderboard
nav-rules = Rules
signed-in = Signed in as { $name }.
conn-connecting = Connecting…
conn-open = Online.
conn-closed = Offline: reconnecting…
dismiss = Dismiss
loading = Loading…

signup-title = Play Camelot online
signup-why = Choose a name to play under. This browser keeps your account; there is no password.
signup-name = Your name (2 to 32 letters, digits, _ or -)
signup-button = Sign up and enter the lobby

seeks-none = Nobody is waiting for a game right now. Post a seek and wait here.
seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
seek-new = New game
seek-post = Post a seek
field-variant = Game
field-time = Time control
field-color = Colour
field-rated = Rated
invite-make = Invite a friend
invite-pass = Send this link to your friend; the game starts when they open it:
invite-link = Invite link
invite-copy = Copy the link
live-none = No game is being played right now.

game-title = Game { $id } · { $variant } · { $time }
board-label = The board
clock-white = White's clock
clock-black = Black's clock
captured = Captured pieces
your-move = Your move.
their-move = { $player } is to move.
typed-play = Play
move-cancel = Take the piece back
flip = Flip the board
moves-title = Moves
review-start = To the start
review-back = Back one move
review-forward = Forward one move
review-end = To the end
download = Download the record (.camelot)

leaders-title = Leaderboard
leaders-player = Player
leaders-rating = Rating
leaders-games = Games
class-live = Live
class-correspondence = Correspondence

rules-title = How to play Camelot
rules-1 = Camelot is played on a board of 160 squares by two players, White and Black, each with fourteen pieces: ten men and four knights. Each side has a castle of two squares at its own end of the board.
rules-2 = You win by moving two of your pieces into your opponent's castle, by capturing all your opponent's pieces while keeping two or more of your own, or when your opponent has no legal move.
rules-3 = A piece moves in one of three ways. A plain move goes one square in any direction to an empty square. A canter leaps over a piece of your own, in any direction, to the empty square just beyond it; a canter may go on leap after leap, but never back to a square it left in that move. A jump leaps over an enemy piece to the empty square beyond and captures it; a jump must go on while another jump is possible.
rules-4 = A knight may combine the two: after cantering it may go on to jump (a knight's charge). Men and knights alike must capture when they can: if a jump is possible, you must make one.
rules-5 = No piece may step or canter into its own castle; one that jumps into it must leave it again. A piece that lands in the opponent's castle ends its move there. The game is drawn when neither side can win any more, by repetition, or by agreement.
rules-6 = On this site: click a piece, then the square it lands on; for a canter or a jump of several legs click each landing square in turn. When a move could stop or go on, choose "End the move" or keep clicking. You may also type a move in the notation of the World Camelot Federation, for example E6-E7, E6-C8-A8 or H4xJ4.

## A player's page and rematches
player-title = { $name }
player-ratings = Ratings
player-class = Time class
player-unrated = No rated games yet.
player-games = Latest games: { $won } won, { $lost } lost, { $drawn } drawn
player-no-games = No finished games yet.
player-date = Date
player-opponent = Opponent
player-color = Colour
player-result = Result
player-variant = Game
player-variants = Finished games on this server, by game
player-results = { $name }'s own finished games, by game
player-won = Won
player-drawn = Drawn
player-lost = Lost
player-as-white = As White (won–drawn–lost)
player-as-black = As Black (won–drawn–lost)
outcome-won = won
outcome-lost = lost
outcome-drawn = drawn
rematch-offers = Rematches offered to you
rematch-from = { $player } offers a rematch · { $time }

## The account code: this browser's account in the game, and the game's here
account-title = Your account in the game
account-show = Show my account code
account-hide = Hide my account code
account-code-label = Your account code
account-code-why = Whoever has this code plays as you: paste it only into your own game (its lobby's "Account code" field, then "Use it") or your own browser.
account-use-title = Have an account code?
account-use-why = Paste the account code the game shows ("Your account on another machine") to play here as that account.
account-use-replaces = Paste another account's code to play here as that account. This browser then forgets the account it has now: show its code and keep it first.
account-use-label = Account code
account-use-button = Use this account
account-code-malformed = That is not an account code: one reads "camelot-account SERVER NAME SECRET", as the game shows it.
account-code-other-server = That code is for the server { $server }, not for this one ({ $here }): open that server's address to use it.
`,Ue=`# Фразы, общие для игры и браузерного клиента (web/): один ключ, один источник.

## Языки (каждый на своём языке)
language = Язык
lang-en = English
lang-ru = Русский
lang-sv = Svenska

## Игры семейства (VARIANTS.md) и стороны
variant-camelot = Камелот
variant-camette = Каметта
variant-cam = Кам
variant-chivalry = Рыцарство
variant-anti = Анти-Камелот
variant-river = Речной Камелот
color-white = белые
color-black = чёрные

## Предложения, сдача и уход
back-lobby = Вернуться в лобби
draw-offer = Предложить ничью
draw-offered = Соперник предлагает ничью.
draw-accept = Согласиться на ничью
draw-decline = Отклонить ничью
draw-declined = Ваше предложение ничьей отклонено.
draw-declined-by-you = Вы отклонили ничью.
takeback-offer = Попросить вернуть ход
takeback-offered = Соперник просит вернуть ход.
takeback-accept = Разрешить вернуть ход
takeback-decline = Не разрешать
takeback-declined = Вам не разрешили вернуть ход.
takeback-declined-by-you = Вы не разрешили вернуть ход.
abort = Прервать партию
resign = Сдаться
resign-confirm = Нажмите ещё раз, чтобы сдаться
gone-wait = Соперник ушёл. Вы сможете потребовать победу через { $time }.
gone-claimable = Соперник ушёл. Вы можете потребовать победу.
claim-win = Потребовать победу
claim-draw = Потребовать ничью
rematch-offer = Реванш
rematch-sent = Реванш предложен
rematch-offered = Соперник предлагает реванш.
rematch-accept = Принять реванш
rematch-decline = Отклонить реванш
rematch-declined = Реванша не будет: его отклонили, или игрок ушёл.
# Withdrawing one's own offer
draw-withdraw = Отозвать предложение ничьей
draw-withdrawn = { $name } отозвал(а) предложение ничьей.
takeback-withdraw = Отозвать просьбу вернуть ход
takeback-withdrawn = { $name } отозвал(а) просьбу вернуть ход.

## Чем закончилась партия (номера правил как у WCF)
end-here = Закончить ход на { $square }
won-white = Победа белых
won-black = Победа чёрных
drawn = Ничья
aborted = Партия прервана
end-rule = Решено по правилу { $rule }.
end-resignation = Соперник сдался.
end-agreement = По соглашению.
end-time = По времени: флаг упал.
end-aborted = Партия прервана и не идёт в рейтинг.
end-abandonment = Соперник покинул партию, победа засчитана по требованию.
end-R11 = Одна сторона заняла обе клетки замка соперника (R11).
end-R12 = Ни одна сторона больше не может выиграть (R12).
end-R13 = Одна сторона потеряла все фигуры (R13).
end-R14 = У стороны, чей ход, не было ни одного хода (R14).
end-R15-repetition = Одна и та же позиция повторилась трижды (R15).
end-R15-no-progress = Слишком много ходов без взятия и без хода в замок (R15).
end-R15-resignation = Соперник сдался (R15).
end-R15-agreement = По соглашению (R15).
end-V1-4 = Фигура вошла в замок соперника (V1.4).
end-V1-6 = Одна сторона потеряла все фигуры (V1.6).
end-V1-7 = У стороны, чей ход, не было хода, и она проиграла (V1.7).
end-V4-3 = Фигура вошла в замок соперника и проиграла (V4.3).
end-V4-5 = У стороны, чей ход, не было хода, и она выиграла (V4.5).
rating-change = { $player }: рейтинг { $after } ({ $change })

## Лобби
seeks-title = Открытые вызовы
seek-accept = Принять
seek-cancel = Отменить мой вызов
rated = на рейтинг
casual = без рейтинга
my-games = Ваши текущие партии
game-line = { $white } против { $black } · { $time }
game-open = Открыть
game-watch = Смотреть
live-title = Идущие партии
color-any = любой цвет

# The move field, in the game and in the browser.
typed-label = Ввести ход

## A server's refusals, by their code (the game and the browser say them alike)
error-bad_message = Сервер не смог прочитать это сообщение.
error-too_large = Сообщение слишком длинное.
error-rate_limited = Слишком много сообщений сразу: подождите немного.
error-version = Эта страница старее сервера: обновите её.
error-not_signed_in = Сначала зарегистрируйтесь или войдите.
error-already_signed_in = Вы уже вошли.
error-bad_name = Имя — от 2 до 32 латинских букв, цифр, _ или -, и начинается с буквы или цифры.
error-name_taken = Это имя занято: выберите другое.
error-bad_token = Сервер не знает аккаунт этого браузера: зарегистрируйтесь снова.
error-unknown_seek = Этого вызова больше нет: его приняли или отменили.
error-unknown_invite = Это приглашение больше не действует.
error-own_seek = Это ваш собственный вызов.
error-unknown_game = Такой партии нет.
error-not_your_game = Вы не играете в этой партии.
error-not_your_turn = Сейчас не ваш ход.
error-stale_ply = Позиция изменилась, пока шёл ваш ход: попробуйте ещё раз.
error-illegal_move = Такой ход невозможен по правилам.
error-game_over = Партия окончена.
error-not_allowed = Сейчас это нельзя.
error-storage = Сервер не смог это сохранить; ничего не изменилось. Попробуйте ещё раз.
error-limit = Вы достигли ограничения сервера.
error-unknown_player = Игрока с таким именем нет.
`,We=`# Фразы браузерного клиента (web/). Фразы, которые говорит и игра, — в common.ftl.
site-title = Камелот
nav-lobby = Лобби
nav-leaders = Рейтинг
nav-rules = Правила
signed-in = Вы вошли как { $name }.
conn-connecting = Подключение…
conn-open = В сети.
conn-closed = Нет связи: переподключаемся…
dismiss = Закрыть
loading = Загрузка…

signup-title = Играть в Камелот по сети
signup-why = Выберите имя для игры. Ваш аккаунт хранится в этом браузере; пароля нет.
signup-name = Ваше имя (от 2 до 32 латинских букв, цифр, _ или -)
signup-button = Зарегистрироваться и войти в лобби

seeks-none = Сейчас никто не ждёт партии. Создайте вызов и подождите здесь.
seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
seek-new = Новая партия
seek-post = Создать вызов
field-variant = Игра
field-time = Контроль времени
field-color = Цвет
field-rated = На рейтинг
invite-make = Пригласить друга
invite-pass = Отправьте эту ссылку другу; партия начнётся, когда он её откроет:
invite-link = Ссылка-приглашение
invite-copy = Скопировать ссылку
live-none = Сейчас никто не играет.

game-title = Партия { $id } · { $variant } · { $time }
board-label = Доска
clock-white = Часы белых
clock-black = Часы чёрных
captured = Взятые фигуры
your-move = Ваш ход.
their-move = Ходит { $player }.
typed-play = Сделать ход
move-cancel = Вернуть фигуру
flip = Перевернуть доску
moves-title = Ходы
review-start = В начало
review-back = На ход назад
review-forward = На ход вперёд
review-end = В конец
download = Скачать запись партии (.camelot)

leaders-title = Рейтинг
leaders-player = Игрок
leaders-rating = Рейтинг
leaders-games = Партии
class-live = Живые партии
class-correspondence = По переписке

rules-title = Как играть в Камелот
rules-1 = В Камелот играют вдвоём, белыми и чёрными, на доске из 160 клеток. У каждой стороны четырнадцать фигур: десять пешек и четыре рыцаря. У каждой стороны на своём краю доски есть замок из двух клеток.
rules-2 = Вы побеждаете, если введёте две свои фигуры в замок соперника, если возьмёте все фигуры соперника, сохранив две или больше своих, или если у соперника не останется ни одного хода.
rules-3 = Фигура ходит тремя способами. Простой ход — на одну клетку в любом направлении на пустую клетку. Скачок — прыжок в любом направлении через свою фигуру на пустую клетку сразу за ней; скачки можно продолжать один за другим, но нельзя возвращаться на клетку, уже пройденную в этом ходе. Взятие — прыжок через фигуру соперника на пустую клетку за ней, и эта фигура снимается с доски; взятия продолжаются, пока возможно следующее.
rules-4 = Рыцарь может соединить оба: после скачков продолжить ход взятием (атака рыцаря). И пешки, и рыцари обязаны брать: если взятие возможно, его нужно сделать.
rules-5 = В свой замок нельзя войти простым ходом или скачком; фигура, вошедшая туда взятием, должна его покинуть. Фигура, попавшая в замок соперника, заканчивает там свой ход. Ничья — когда ни одна сторона больше не может выиграть, при повторении позиции или по соглашению.
rules-6 = На этом сайте: нажмите на фигуру, затем на клетку, куда она встаёт; для хода из нескольких скачков или взятий нажимайте по очереди на каждую клетку приземления. Если ход можно и закончить, и продолжить, выберите «Закончить ход» или нажимайте дальше. Можно также ввести ход в нотации Всемирной федерации Камелота, например E6-E7, E6-C8-A8 или H4xJ4.

## Страница игрока и реванш
player-title = { $name }
player-ratings = Рейтинги
player-class = Контроль времени
player-unrated = Рейтинговых партий пока нет.
player-games = Последние партии: побед { $won }, поражений { $lost }, ничьих { $drawn }
player-no-games = Законченных партий пока нет.
player-date = Дата
player-opponent = Соперник
player-color = Цвет
player-result = Результат
player-variant = Игра
player-variants = Законченные партии на этом сервере по играм
player-results = Завершённые партии игрока { $name } по играм
player-won = Победы
player-drawn = Ничьи
player-lost = Поражения
player-as-white = Белыми (победы–ничьи–поражения)
player-as-black = Чёрными (победы–ничьи–поражения)
outcome-won = победа
outcome-lost = поражение
outcome-drawn = ничья
rematch-offers = Вам предлагают реванш
rematch-from = { $player } предлагает реванш · { $time }

## Код учётной записи: учётная запись этого браузера в игре, и игры здесь
account-title = Ваша учётная запись в игре
account-show = Показать мой код учётной записи
account-hide = Скрыть мой код учётной записи
account-code-label = Ваш код учётной записи
account-code-why = Кто знает этот код, тот играет от вашего имени: вставляйте его только в свою игру (поле «Код учётной записи» в её лобби, затем «Использовать») или в свой браузер.
account-use-title = Есть код учётной записи?
account-use-why = Вставьте код учётной записи, который показывает игра («Ваша учётная запись на другом компьютере»), чтобы играть здесь под этой учётной записью.
account-use-replaces = Вставьте код другой учётной записи, чтобы играть здесь под ней. Тогда этот браузер забудет нынешнюю учётную запись: сначала покажите и сохраните её код.
account-use-label = Код учётной записи
account-use-button = Использовать эту учётную запись
account-code-malformed = Это не код учётной записи: он выглядит так: «camelot-account СЕРВЕР ИМЯ СЕКРЕТ», как его показывает игра.
account-code-other-server = Этот код для сервера { $server }, а не для этого ({ $here }): откройте адрес того сервера, чтобы его использовать.
`,Ge=`# Meningar som både spelet och webbklienten (web/) säger: en nyckel, en källa.

## Språk (vart och ett på sitt eget språk)
language = Språk
lang-en = English
lang-ru = Русский
lang-sv = Svenska

## Familjens spel (VARIANTS.md) och sidorna
variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-anti = Anti-Camelot
variant-river = Flod-Camelot
color-white = vit
color-black = svart

## Erbjudanden, att ge upp och att lämna
back-lobby = Tillbaka till lobbyn
draw-offer = Erbjud remi
draw-offered = Din motståndare erbjuder remi.
draw-accept = Anta remi
draw-decline = Avböj remi
draw-declined = Ditt remierbjudande avböjdes.
draw-declined-by-you = Du avböjde remi.
takeback-offer = Be att få ta tillbaka
takeback-offered = Din motståndare vill ta tillbaka sitt drag.
takeback-accept = Tillåt att draget tas tillbaka
takeback-decline = Neka
takeback-declined = Du fick inte ta tillbaka draget.
takeback-declined-by-you = Du nekade att draget togs tillbaka.
abort = Avbryt partiet
resign = Ge upp
resign-confirm = Klicka igen för att ge upp
gone-wait = Din motståndare har lämnat. Du kan kräva partiet om { $time }.
gone-claimable = Din motståndare har lämnat. Du kan kräva partiet nu.
claim-win = Kräv vinst
claim-draw = Kräv remi
rematch-offer = Returmatch
rematch-sent = Returmatch erbjuden
rematch-offered = Din motståndare erbjuder en returmatch.
rematch-accept = Anta returmatchen
rematch-decline = Avböj returmatchen
rematch-declined = Ingen returmatch: den avböjdes, eller en spelare gick.
# Withdrawing one's own offer
draw-withdraw = Ta tillbaka remierbjudandet
draw-withdrawn = { $name } tog tillbaka remierbjudandet.
takeback-withdraw = Ta tillbaka begäran om att ta tillbaka draget
takeback-withdrawn = { $name } tog tillbaka sin begäran om att ta tillbaka draget.

## Hur ett parti slutade (regelnummer som WCF skriver dem)
end-here = Avsluta draget på { $square }
won-white = Vit vinner
won-black = Svart vinner
drawn = Remi
aborted = Avbrutet
end-rule = Avgjort enligt regel { $rule }.
end-resignation = Genom uppgivelse.
end-agreement = Genom överenskommelse.
end-time = På tid: flaggan föll.
end-aborted = Partiet avbröts och räknas inte till rankingen.
end-abandonment = Motståndaren lämnade partiet och vinsten krävdes.
end-R11 = En sida ställde pjäser på båda rutorna i motståndarens borg (R11).
end-R12 = Ingen sida kan längre vinna (R12).
end-R13 = En sida förlorade alla sina pjäser (R13).
end-R14 = Sidan vid draget hade inget lagligt drag (R14).
end-R15-repetition = Samma ställning uppstod tre gånger (R15).
end-R15-no-progress = För många drag utan slag eller borgdrag (R15).
end-R15-resignation = Genom uppgivelse (R15).
end-R15-agreement = Genom överenskommelse (R15).
end-V1-4 = En pjäs gick in i motståndarens borg (V1.4).
end-V1-6 = En sida förlorade alla sina pjäser (V1.6).
end-V1-7 = Sidan vid draget hade inget drag och förlorade (V1.7).
end-V4-3 = En pjäs gick in i motståndarens borg och förlorade (V4.3).
end-V4-5 = Sidan vid draget hade inget drag och vann (V4.5).
rating-change = { $player }: ranking { $after } ({ $change })

## Lobbyn
seeks-title = Öppna utmaningar
seek-accept = Anta
seek-cancel = Ta tillbaka min utmaning
rated = rankat
casual = orankat
my-games = Dina pågående partier
game-line = { $white } mot { $black } · { $time }
game-open = Öppna
game-watch = Titta på
live-title = Partier som spelas nu
color-any = valfri färg

# The move field, in the game and in the browser.
typed-label = Skriv ett drag

## A server's refusals, by their code (the game and the browser say them alike)
error-bad_message = Servern kunde inte läsa meddelandet.
error-too_large = Meddelandet var för långt.
error-rate_limited = För många meddelanden på en gång: vänta ett ögonblick.
error-version = Sidan är äldre än servern: ladda om den.
error-not_signed_in = Registrera dig eller logga in först.
error-already_signed_in = Du är redan inloggad.
error-bad_name = Ett namn har 2 till 32 bokstäver a–z, siffror, _ eller -, och börjar med en bokstav eller siffra.
error-name_taken = Namnet är upptaget: välj ett annat.
error-bad_token = Servern känner inte till den här webbläsarens konto: registrera dig igen.
error-unknown_seek = Utmaningen finns inte längre: den antogs eller togs tillbaka.
error-unknown_invite = Inbjudan gäller inte längre.
error-own_seek = Det är din egen utmaning.
error-unknown_game = Det partiet finns inte.
error-not_your_game = Du spelar inte i det här partiet.
error-not_your_turn = Det är inte ditt drag.
error-stale_ply = Ställningen ändrades innan ditt drag kom fram: försök igen.
error-illegal_move = Draget är inte tillåtet.
error-game_over = Partiet är slut.
error-not_allowed = Det går inte just nu.
error-storage = Servern kunde inte spara det; inget ändrades. Försök igen.
error-limit = Du har nått en av serverns gränser.
error-unknown_player = Ingen spelare heter så.
`,Ke=`# Webbklientens meningar (web/). Meningar som spelet också säger finns i common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Topplista
nav-rules = Regler
signed-in = Inloggad som { $name }.
conn-connecting = Ansluter…
conn-open = Ansluten.
conn-closed = Ingen anslutning: ansluter igen…
dismiss = Stäng
loading = Laddar…

signup-title = Spela Camelot på nätet
signup-why = Välj ett namn att spela under. Den här webbläsaren sparar ditt konto; det finns inget lösenord.
signup-name = Ditt namn (2 till 32 bokstäver a–z, siffror, _ eller -)
signup-button = Registrera dig och gå till lobbyn

seeks-none = Ingen väntar på ett parti just nu. Lägg ut en utmaning och vänta här.
seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
seek-new = Nytt parti
seek-post = Lägg ut en utmaning
field-variant = Spel
field-time = Betänketid
field-color = Färg
field-rated = Rankat
invite-make = Bjud in en vän
invite-pass = Skicka den här länken till din vän; partiet börjar när vännen öppnar den:
invite-link = Inbjudningslänk
invite-copy = Kopiera länken
live-none = Inget parti spelas just nu.

game-title = Parti { $id } · { $variant } · { $time }
board-label = Brädet
clock-white = Vits klocka
clock-black = Svarts klocka
captured = Slagna pjäser
your-move = Ditt drag.
their-move = { $player } är vid draget.
typed-play = Spela
move-cancel = Ta tillbaka pjäsen
flip = Vänd brädet
moves-title = Drag
review-start = Till början
review-back = Ett drag bakåt
review-forward = Ett drag framåt
review-end = Till slutet
download = Ladda ner protokollet (.camelot)

leaders-title = Topplista
leaders-player = Spelare
leaders-rating = Ranking
leaders-games = Partier
class-live = Snabbt spel
class-correspondence = Korrespondens

rules-title = Så spelar man Camelot
rules-1 = Camelot spelas av två spelare, Vit och Svart, på ett bräde med 160 rutor. Varje sida har fjorton pjäser: tio bönder och fyra riddare. Varje sida har en borg på två rutor vid sin egen ände av brädet.
rules-2 = Du vinner genom att föra in två av dina pjäser i motståndarens borg, genom att slå alla motståndarens pjäser medan du själv har kvar två eller fler, eller när motståndaren inte har något lagligt drag.
rules-3 = En pjäs flyttar på tre sätt. Ett enkelt drag går en ruta åt vilket håll som helst till en tom ruta. Ett galopphopp går över en egen pjäs, åt vilket håll som helst, till den tomma rutan just bakom; hoppen kan fortsätta ett efter ett, men aldrig tillbaka till en ruta som draget redan lämnat. Ett slag hoppar över en motståndarpjäs till den tomma rutan bakom och tar bort den; slagen måste fortsätta så länge ett nytt slag är möjligt.
rules-4 = En riddare kan förena båda: efter galopphopp kan den fortsätta med slag (riddarens anfall). Både bönder och riddare måste slå när de kan: är ett slag möjligt måste du göra ett.
rules-5 = Ingen pjäs får gå eller galoppera in i sin egen borg; en pjäs som slår sig in där måste lämna den igen. En pjäs som landar i motståndarens borg avslutar sitt drag där. Partiet blir remi när ingen sida längre kan vinna, vid upprepning eller genom överenskommelse.
rules-6 = På den här sidan: klicka på en pjäs och sedan på rutan där den landar; för ett drag med flera hopp eller slag klickar du på varje landningsruta i tur och ordning. När ett drag kan både sluta och fortsätta väljer du ”Avsluta draget” eller klickar vidare. Du kan också skriva draget i Världscamelotförbundets notation, till exempel E6-E7, E6-C8-A8 eller H4xJ4.

## En spelares sida och returmatcher
player-title = { $name }
player-ratings = Ranking
player-class = Tidsklass
player-unrated = Inga ratade partier ännu.
player-games = Senaste partier: { $won } vunna, { $lost } förlorade, { $drawn } remi
player-no-games = Inga avslutade partier ännu.
player-date = Datum
player-opponent = Motståndare
player-color = Färg
player-result = Resultat
player-variant = Spel
player-variants = Avslutade partier på den här servern, per spel
player-results = { $name }s egna avslutade partier, per spel
player-won = Vunna
player-drawn = Remi
player-lost = Förlorade
player-as-white = Som vit (vunna–remi–förlorade)
player-as-black = Som svart (vunna–remi–förlorade)
outcome-won = vinst
outcome-lost = förlust
outcome-drawn = remi
rematch-offers = Returmatcher som erbjuds dig
rematch-from = { $player } erbjuder en returmatch · { $time }

## Kontokoden: den här webbläsarens konto i spelet, och spelets här
account-title = Ditt konto i spelet
account-show = Visa min kontokod
account-hide = Dölj min kontokod
account-code-label = Din kontokod
account-code-why = Den som har koden spelar som du: klistra bara in den i ditt eget spel (fältet ”Kontokod” i dess lobby, sedan ”Använd den”) eller i din egen webbläsare.
account-use-title = Har du en kontokod?
account-use-why = Klistra in kontokoden som spelet visar (”Ditt konto på en annan dator”) för att spela här med det kontot.
account-use-replaces = Klistra in ett annat kontos kod för att spela här med det kontot. Webbläsaren glömmer då kontot den har nu: visa dess kod och spara den först.
account-use-label = Kontokod
account-use-button = Använd det här kontot
account-code-malformed = Det är ingen kontokod: en kontokod lyder ”camelot-account SERVER NAMN HEMLIGHET”, som spelet visar den.
account-code-other-server = Koden gäller servern { $server }, inte den här ({ $here }): öppna den serverns adress för att använda den.
`,qe=[`en`,`ru`,`sv`],Je={en:[Ve,He],ru:[Ue,We],sv:[Ge,Ke]},Ye=`camelot.lang`;function Xe(e){let t=new be(e,{useIsolating:!1});for(let n of Je[e]){let e=t.addResource(new ze(n));e.length>0&&console.error(e)}return t}function Ze(e,t){for(let n of[e,...t]){let e=(n??``).toLowerCase().split(`-`)[0];if(qe.includes(e))return e}return`en`}var Qe=`en`,M=Xe(`en`),$e=M;function et(e){Qe=e,M=Xe(e),document.documentElement.lang=e;try{localStorage.setItem(Ye,e)}catch{}}function N(){return Qe}function tt(){let e=null;try{e=localStorage.getItem(Ye)}catch{e=null}et(Ze(e,navigator.languages??[navigator.language]))}function P(e,t){for(let n of[M,$e]){let r=n.getMessage(e);if(r?.value)return n.formatPattern(r.value,t)}return e}function F(e,t=null,...n){let r=document.createElement(e);for(let[e,n]of Object.entries(t??{}))n!==void 0&&n!==!1&&(typeof n==`function`?r.addEventListener(e.replace(/^on/,``),n):n===!0?r.setAttribute(e,``):r.setAttribute(e,String(n)));for(let e of n)e!=null&&e!==!1&&r.append(e);return r}var nt=`http://www.w3.org/2000/svg`;function I(e,t={}){let n=document.createElementNS(nt,e);for(let[e,r]of Object.entries(t))n.setAttribute(e,String(r));return n}function L(e,t,n={}){return F(`button`,{type:`button`,onclick:()=>t(),...n},e)}var rt=1e4;function R(e){let t=Math.max(0,e);if(t<1e4){let e=Math.floor(t/100);return`0:${String(Math.floor(e/10)).padStart(2,`0`)}.${e%10}`}let n=Math.floor(t/1e3),r=Math.floor(n/3600),i=Math.floor(n%3600/60),a=String(n%60).padStart(2,`0`);return n>=86400?`${Math.floor(n/86400)}d ${r%24}h`:r>0?`${r}:${String(i).padStart(2,`0`)}:${a}`:`${i}:${a}`}function it(e,t){return{white:e.white_ms-(e.running===`white`?t:0),black:e.black_ms-(e.running===`black`?t:0)}}function at(e){return e<rt}function z(e){return[e.charCodeAt(0)-65,Number(e.slice(1))-1]}function ot(e){let t=Array.from({length:e.ranks},()=>[]);for(let n of e.squares)t[z(n)[1]].push(n);for(let e of t)e.sort((e,t)=>z(e)[0]-z(t)[0]);return t}function B(e,t){let[n,r]=t.trim().split(` `),i=n.split(`/`),a=ot(e);if(i.length!==a.length)throw Error(`position has ${i.length} ranks, the board ${a.length}`);let o=new Map;return i.forEach((e,t)=>{let n=a[a.length-1-t],r=0;for(let i of e.match(/\d+|[MNmnt]/g)??[])if(/^\d+$/.test(i))r+=Number(i);else{let e=n[r++];if(e===void 0)throw Error(`rank ${a.length-t} is too long`);o.set(e,i)}}),{pieces:o,toMove:r===`b`?`black`:`white`}}function st(e){let t=[0,0,0,0];for(let n of e.pieces.values()){let e=`MNmn`.indexOf(n);e>=0&&t[e]++}return t}var ct=.7,lt=220,ut=class{board;onSquare;svg;focusSquare;at;down=null;actedOnDown=!1;flipped=!1;lastPointerUp=-1/0;squares=new Map;targets=new Map;pieces=new Map;laidOut=null;constructor(e,t,n){this.board=e,this.onSquare=t,this.svg=I(`svg`,{viewBox:`-0.7 -0.7 ${e.files+2*ct} ${e.ranks+2*ct}`,class:`board`,role:`group`,"aria-label":n}),this.focusSquare=e.squares[0],this.svg.addEventListener(`pointermove`,e=>{let t=this.down&&this.svg.querySelector(`[data-piece="${this.down}"]`),n=this.svg.getScreenCTM();if(!t||!n||e.buttons===0)return;let r=new DOMPoint(e.clientX,e.clientY).matrixTransform(n.inverse()),[i,a]=this.cell(this.down,this.flipped);t.setAttribute(`transform`,`translate(${r.x-i-.5} ${r.y-a-.5})`),this.svg.append(t)}),this.svg.addEventListener(`pointerup`,e=>{let t=this.down;if(this.down=null,t===null)return;this.lastPointerUp=performance.now(),this.svg.querySelector(`[data-piece="${t}"]`)?.removeAttribute(`transform`);let n=(document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-square]`))?.getAttribute(`data-square`);n&&(n!==t||!this.actedOnDown)&&this.onSquare(n)}),this.svg.addEventListener(`pointercancel`,()=>{this.down=null})}cell(e,t){let[n,r]=z(e);return t?[this.board.files-1-n,r]:[n,this.board.ranks-1-r]}layOut(e){this.svg.replaceChildren(),this.squares.clear(),this.targets.clear(),this.pieces.clear();let t=new Map;for(let e of this.board.castles.white)t.set(e,`castle-white`);for(let e of this.board.castles.black)t.set(e,`castle-black`);let n=new Set(this.board.river);for(let r of this.board.squares){let[i,a]=this.cell(r,e),[o,s]=z(r),c=[`sq`,(o+s)%2==0?`dark`:`light`];t.has(r)&&c.push(t.get(r)),n.has(r)&&c.push(`river`);let l=I(`g`,{class:c.join(` `),role:`button`,"aria-label":r,tabindex:-1,"data-square":r});l.append(I(`rect`,{x:i,y:a,width:1,height:1})),l.addEventListener(`pointerdown`,e=>{let t=e;t.button===0&&(this.svg.setPointerCapture(t.pointerId),this.down=r,this.focusSquare=r,this.actedOnDown=r!==this.at,this.actedOnDown&&this.onSquare(r))}),l.addEventListener(`click`,()=>{performance.now()-this.lastPointerUp<1e3||(this.focusSquare=r,this.onSquare(r))}),l.addEventListener(`keydown`,e=>this.key(e,r,this.flipped)),this.svg.append(l),this.squares.set(r,{g:l,base:c.join(` `),x:i,y:a})}this.coordinates(e),this.laidOut=e}draw(e,t,n){this.at=t.path[t.path.length-1],this.flipped=n,this.laidOut!==n&&this.layOut(n);let r=new Set(t.last),i=new Set(t.path);for(let[n,{g:a,base:o,x:s,y:c}]of this.squares){let l=o;r.has(n)&&(l+=` last`),i.has(n)&&(l+=` path`),t.path.length===0&&t.movable.has(n)&&(l+=` movable`),a.getAttribute(`class`)!==l&&a.setAttribute(`class`,l);let u=n===this.focusSquare?`0`:`-1`;a.getAttribute(`tabindex`)!==u&&a.setAttribute(`tabindex`,u);let d=e.pieces.get(n),f=t.landings.has(n)?d&&d!==`t`?`target capture`:`target`:null,p=this.targets.get(n);if((p?.getAttribute(`class`)??null)!==f&&(p?.remove(),this.targets.delete(n),f)){let e=I(`circle`,{cx:s+.5,cy:c+.5,r:f===`target`?.16:.46,class:f});a.append(e),this.targets.set(n,e)}}let a=new Map(e.pieces),[o,s]=[t.path[0],this.at],c=o===void 0?void 0:a.get(o);c&&s!==void 0&&s!==o&&(a.delete(o),a.set(s,c));for(let[e,t]of this.pieces)a.get(e)!==t.letter&&(t.el.remove(),this.pieces.delete(e));for(let[e,t]of a){if(this.pieces.has(e))continue;let[r,i]=this.cell(e,n),a=dt(t,r+.5,i+.5,e);this.svg.append(a),this.pieces.set(e,{letter:t,el:a})}}coordinates(e){let{files:t,ranks:n}=this.board;for(let r=0;r<t;r++){let i=I(`text`,{x:(e?t-1-r:r)+.5,y:n+.5,class:`coord`,"aria-hidden":`true`});i.textContent=String.fromCharCode(65+r),this.svg.append(i)}for(let t=0;t<n;t++){let r=I(`text`,{x:-.35,y:(e?t:n-1-t)+.5,class:`coord`,"aria-hidden":`true`});r.textContent=String(t+1),this.svg.append(r)}}key(e,t,n){let r={ArrowUp:[0,-1],ArrowDown:[0,1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key===`Enter`||e.key===` `){e.preventDefault(),this.focusSquare=t,this.onSquare(t);return}let i=r[e.key];if(!i)return;e.preventDefault();let[a,o]=this.cell(t,n);for(let e=1;e<Math.max(this.board.files,this.board.ranks);e++){let t=this.board.squares.find(t=>{let[r,s]=this.cell(t,n);return r===a+i[0]*e&&s===o+i[1]*e});if(t){this.focus(t);return}}}focus(e){this.focusSquare=e;for(let t of this.svg.querySelectorAll(`[data-square]`))t.setAttribute(`tabindex`,t.dataset.square===e?`0`:`-1`),t.dataset.square===e&&t.focus()}animate(e,t){let n=this.svg.querySelector(`[data-piece="${e[0]}"]`);if(!n||e.length<2||matchMedia(`(prefers-reduced-motion: reduce)`).matches)return Promise.resolve();let[r,i]=this.cell(e[0],t),a=e.map(e=>{let[n,a]=this.cell(e,t);return{transform:`translate(${n-r}px, ${a-i}px)`}});return this.svg.append(n),n.animate(a,{duration:lt*(e.length-1),easing:`linear`}).finished.then(()=>void 0,()=>void 0)}};function dt(e,t,n,r){let i=I(`g`,{class:`piece`,"data-piece":r,"aria-hidden":`true`});if(e===`t`)return i.setAttribute(`class`,`tree`),i.append(I(`polygon`,{points:`${t},${n-.4} ${t-.32},${n+.3} ${t+.32},${n+.3}`})),i;let a=e===e.toUpperCase()?`white`:`black`;return i.classList.add(a),i.append(I(`circle`,{cx:t,cy:n,r:.38})),e.toLowerCase()===`n`?i.append(I(`path`,{class:`crown`,d:`M ${t-.2} ${n+.12} L ${t-.22} ${n-.14} L ${t-.1} ${n-.02} L ${t} ${n-.2} L ${t+.1} ${n-.02} L ${t+.22} ${n-.14} L ${t+.2} ${n+.12} Z`})):i.append(I(`circle`,{cx:t,cy:n,r:.22,class:`inner`})),i}function ft(e){return e.result===`1/2-1/2`?`drawn`:e.result===`1-0`==(e.color===`white`)?`won`:`lost`}function pt(e){let t={won:0,lost:0,drawn:0};for(let n of e)t[ft(n)]+=1;return t}function mt(e){return{wins:e.white.wins+e.black.wins,draws:e.white.draws+e.black.draws,losses:e.white.losses+e.black.losses}}function ht(e){return`${e.wins}–${e.draws}–${e.losses}`}function V(e){return`${Math.round(e*100)}%`}function gt(e){return[V(e.white_wins),V(e.black_wins),V(e.draws)]}function _t(e,t){let n=[e];for(let e of new Set(t)){let t=RegExp(`(?<![\\w-])${e}(?![\\w-])`);n=n.flatMap(n=>typeof n==`string`?n.split(t).flatMap((t,n)=>n===0?[t]:[{name:e},t]):[n])}return n.filter(e=>e!==``)}function H(e){return F(`a`,{href:`#player=${encodeURIComponent(e)}`,class:`who`},e)}function vt(e){let t=e.st.profile;if(t===null)return F(`section`,{class:`card`},F(`p`,null,P(`loading`)));let n=new Intl.DateTimeFormat(N(),{dateStyle:`medium`}),r=pt(t.games),i=(...e)=>F(`tr`,null,...e.map(e=>F(`th`,null,e))),a=t.ratings.length?F(`table`,null,F(`caption`,null,P(`player-ratings`)),i(P(`player-class`),P(`leaders-rating`),P(`leaders-games`)),...t.ratings.map(e=>F(`tr`,null,F(`td`,null,P(`class-${e.class}`)),F(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),F(`td`,null,String(e.games))))):F(`p`,null,P(`player-unrated`)),o=t.games.length?F(`table`,null,F(`caption`,null,P(`player-games`,{won:r.won,lost:r.lost,drawn:r.drawn})),i(P(`player-date`),P(`player-opponent`),P(`player-color`),P(`player-result`),P(`player-variant`)),...t.games.map(e=>F(`tr`,null,F(`td`,null,n.format(new Date(e.ended))),F(`td`,null,H(e.opponent)),F(`td`,null,P(`color-${e.color}`)),F(`td`,null,F(`a`,{href:`#game=${e.id}`},`${e.result.replace(`1/2`,`½`)} · ${P(`outcome-${ft(e)}`)}`)),F(`td`,null,`${P(`variant-${e.variant}`)} ${e.time}`)))):F(`p`,null,P(`player-no-games`)),s=t.results.length?F(`table`,null,F(`caption`,null,P(`player-results`,{name:t.name})),i(P(`player-variant`),P(`player-won`),P(`player-drawn`),P(`player-lost`),P(`player-as-white`),P(`player-as-black`)),...t.results.map(e=>{let t=mt(e);return F(`tr`,null,F(`td`,null,P(`variant-${e.variant}`)),...[t.wins,t.draws,t.losses].map(e=>F(`td`,null,String(e))),F(`td`,null,ht(e.white)),F(`td`,null,ht(e.black)))})):null,c=F(`table`,null,F(`caption`,null,P(`player-variants`)),i(P(`player-variant`),P(`leaders-games`),P(`won-white`),P(`won-black`),P(`drawn`)),...t.variants.map(e=>F(`tr`,null,F(`td`,null,P(`variant-${e.variant}`)),F(`td`,null,String(e.games)),...gt(e).map(e=>F(`td`,null,e)))));return F(`section`,{class:`card player-page`},F(`h2`,null,P(`player-title`,{name:t.name})),a,o,s,c)}function U(e,t){return _t(e,t).map(e=>typeof e==`string`?e:H(e.name))}var W=null;function yt(e,t){let n=t.view.variant??`camelot`,r=e.st.boards.get(n);if(!r)return null;let i=`${t.view.id}`;return W?.key!==i&&(W={key:i,view:new ut(r,t=>e.square(t),P(`board-label`))}),W.view}function bt(e,t){let n=yt(e,t),r=e.st.boards.get(t.view.variant??`camelot`);if(!n||!r)return null;let i=t.review&&t.over?t.review:null,a=i?i.positions[i.at]:t.view.position,o=i?i.moves[i.at-1]:t.view.moves[t.view.moves.length-1],s=t.legalPly===t.view.moves.length;n.draw(B(r,a),{path:t.path,landings:s&&t.path.length>0?p(t.legal,t.path,t.next):new Set,movable:s?u(t.legal):new Set,last:o?m(o):[]},e.st.flipped);let l=t.path.length>0&&!f(t.next,t.path)&&!c(t.legal);return n.svg.setAttribute(`aria-busy`,String(l)),n.svg}function xt(e,t){return W?W.view.animate(e,t):Promise.resolve()}function St(e,t){let n=it(e.view.clock,performance.now()-e.clockAt)[t];return F(`div`,{class:`clock ${t}${e.view.clock.running===t?` running`:``}${at(n)?` low`:``}`,"data-clock":t,role:`timer`,"aria-label":P(`clock-${t}`)},R(n))}function Ct(e){let t=it(e.view.clock,performance.now()-e.clockAt);for(let e of[`white`,`black`]){let n=document.querySelector(`[data-clock="${e}"]`);n&&(n.textContent=R(t[e]),n.classList.toggle(`low`,at(t[e])))}let n=document.querySelector(`[data-gone]`);if(n&&e.gone){let t=o(e,performance.now());n.textContent=t>0?P(`gone-wait`,{time:R(t)}):P(`gone-claimable`);for(let e of document.querySelectorAll(`[data-claim]`))e.disabled=t>0}}function G(e,t,n){let r=t.view[n],i=t.view.ratings?t.view.ratings[n===`white`?0:1]:null,a=e.st.boards.get(t.view.variant??`camelot`),o=``;if(a){let[e,r,i,s]=st(B(a,a.start)),[c,l,u,d]=st(B(a,t.view.position));o=n===`white`?`●`.repeat(i-u)+`◆`.repeat(s-d):`○`.repeat(e-c)+`◇`.repeat(r-l)}return F(`div`,{class:`player ${n}${t.view.to_move===n&&!t.over?` to-move`:``}`},F(`span`,{class:`name`},H(r),i===null?``:` (${i})`),F(`span`,{class:`taken`,"aria-label":P(`captured`)},o),St(t,n))}function wt(e){if(!e.over)return null;let t=e.over,n=`end-${t.termination.replace(/[ .]/g,`-`)}`,r=P(n)===n?P(`end-rule`,{rule:t.termination}):P(n),i=t.result===`1-0`?P(`won-white`):t.result===`0-1`?P(`won-black`):t.result===`1/2-1/2`?P(`drawn`):P(`aborted`),a=[F(`strong`,null,`${t.result.replace(`1/2`,`½`)} · ${i}`),F(`span`,null,r)];if(t.rating)for(let n of[`white`,`black`]){let r=t.rating[n],i=Math.round(r.after-r.before);a.push(F(`span`,null,P(`rating-change`,{player:e.view[n],after:String(Math.round(r.after)),change:`${i>=0?`+`:``}${i}`})))}return F(`div`,{class:`result`,role:`status`},...a)}function Tt(e,t){return F(`div`,{class:`actions offers`},...t.rematch===`theirs`?[F(`span`,null,P(`rematch-offered`)),L(P(`rematch-accept`),()=>e.rematch(t,`accept`),{class:`primary`}),L(P(`rematch-decline`),()=>e.rematch(t,`decline`))]:[t.rematch===`declined`?F(`span`,null,P(`rematch-declined`)):null,L(P(t.rematch===`mine`?`rematch-sent`:`rematch-offer`),()=>e.rematch(t,`offer`),{disabled:t.rematch===`mine`})])}function Et(e,t,n){let r=t.view.id,i=t.view.draw_offer&&t.view.draw_offer!==n,a=t.view.takeback_offer&&t.view.takeback_offer!==n,s=[];if(i&&s.push(F(`p`,{role:`status`},P(`draw-offered`)),L(P(`draw-accept`),()=>e.send({type:`accept_draw`,game:r})),L(P(`draw-decline`),()=>e.send({type:`decline_draw`,game:r}))),a&&s.push(F(`p`,{role:`status`},P(`takeback-offered`)),L(P(`takeback-accept`),()=>e.send({type:`accept_takeback`,game:r})),L(P(`takeback-decline`),()=>e.send({type:`decline_takeback`,game:r}))),s.push(t.view.draw_offer===n?L(P(`draw-withdraw`),()=>e.send({type:`withdraw_draw`,game:r})):L(P(`draw-offer`),()=>e.send({type:`offer_draw`,game:r})),t.view.takeback_offer===n?L(P(`takeback-withdraw`),()=>e.send({type:`withdraw_takeback`,game:r})):L(P(`takeback-offer`),()=>e.send({type:`offer_takeback`,game:r}),{disabled:t.view.moves.length===0})),t.view.moves.length<2&&s.push(L(P(`abort`),()=>e.send({type:`abort`,game:r}))),s.push(L(P(t.resignArmed?`resign-confirm`:`resign`),()=>{t.resignArmed&&e.send({type:`resign`,game:r}),t.resignArmed=!t.resignArmed,e.onChange()},{class:t.resignArmed?`danger`:``})),t.gone&&t.gone.side!==n){let n=o(t,performance.now());s.push(F(`p`,{"data-gone":``,role:`status`},P(`gone-wait`,{time:R(n)})),L(P(`claim-win`),()=>e.send({type:`claim_win`,game:r}),{"data-claim":``,disabled:n>0}),L(P(`claim-draw`),()=>e.send({type:`claim_draw`,game:r}),{"data-claim":``,disabled:n>0}))}return F(`div`,{class:`offers`},...s)}var Dt=null;function Ot(e,t){Dt??=F(`input`,{id:`typed`,autocomplete:`off`,spellcheck:`false`,placeholder:`E7-E8`});let n=Dt;n.setAttribute(`aria-label`,P(`typed-label`));let r=F(`form`,{class:`typed`,onsubmit:r=>{r.preventDefault();let i=n.value.trim();i&&(e.play(t,i),n.value=``)}},F(`label`,{for:`typed`},P(`typed-label`)),n,F(`button`,{type:`submit`},P(`typed-play`))),i=t.path.length>1,a=f(t.next,t.path)?.canEnd===!0;return F(`div`,{class:`entry`},r,i||a?F(`div`,{class:`actions`},a?L(P(`end-here`,{square:t.path[t.path.length-1]}),()=>e.endHere(),{class:`primary`}):null,L(P(`move-cancel`),()=>e.cancelMove())):null)}function kt(e,t){let n=t.over?t.review:null,r=n?n.moves:t.view.moves,i=t=>{let i=r[t];if(i===void 0)return``;let a=n&&n.at===t+1?` current`:``;return n?L(i,()=>(n.at=t+1,e.onChange()),{class:`ply${a}`}):F(`span`,{class:`ply`},i)},a=[];for(let e=0;e<r.length;e+=2)a.push(F(`li`,null,F(`span`,null,`${e/2+1}.`),i(e),i(e+1)));let o=n?F(`div`,{class:`actions`},L(P(`review-start`),()=>(n.at=0,e.onChange())),L(P(`review-back`),()=>(n.at=Math.max(0,n.at-1),e.onChange())),L(P(`review-forward`),()=>(n.at=Math.min(n.positions.length-1,n.at+1),e.onChange())),L(P(`review-end`),()=>(n.at=n.positions.length-1,e.onChange())),n.record?L(P(`download`),()=>jt(t.view.id,n.record)):null):null;return F(`div`,{class:`moves`},F(`h3`,null,P(`moves-title`)),F(`ol`,null,...a),o)}function At(e){let t=e.args?.rule;return t?`${P(e.id,e.args)} (${t})`:P(e.id,e.args)}function jt(e,t){let n=URL.createObjectURL(new Blob([t],{type:`text/plain`})),r=F(`a`,{href:n,download:`game-${e}.camelot`});document.body.append(r),r.click(),r.remove(),URL.revokeObjectURL(n)}var K=null;function Mt(e,t){let n=a(e.st,t.view),r=e.st.flipped?`white`:`black`,i=e.st.flipped?`black`:`white`,o=bt(e,t),s=n!==null&&!t.over&&t.view.to_move===n,c=t.over?null:F(`p`,{class:`turn`,role:`status`},s?P(`your-move`):P(`their-move`,{player:t.view[t.view.to_move]}));if(K?.id!==t.view.id){let e=F(`div`,{class:`board-wrap`}),n=F(`div`,{class:`panel`});K={id:t.view.id,play:F(`div`,{class:`play`},e,n),wrap:e,panel:n}}let l=o??F(`p`,null,P(`loading`)),[u,d,f]=K.wrap.children;d===l?(u.replaceWith(G(e,t,r)),f.replaceWith(G(e,t,i))):K.wrap.replaceChildren(G(e,t,r),l,G(e,t,i));let p=[F(`h2`,null,P(`game-title`,{id:t.view.id,variant:P(`variant-${t.view.variant??`camelot`}`),time:t.view.time})),c,wt(t),t.note?F(`p`,{class:`note`,role:`alert`,title:t.note.detail??``},At(t.note)):null,n!==null&&!t.over?Ot(e,t):null,n!==null&&!t.over?Et(e,t,n):null,n!==null&&t.over?Tt(e,t):null,F(`div`,{class:`actions`},L(P(`flip`),()=>(e.st.flipped=!e.st.flipped,e.onChange())),L(P(`back-lobby`),()=>{e.st.page=`lobby`,location.hash=``,e.refreshLobby(),e.onChange()})),kt(e,t)];return K.panel.replaceChildren(...p.filter(e=>e!==null)),K.play}var Nt=`camelot-account`;function Pt(e){return`${e.protocol===`https:`?`wss`:`ws`}://${e.host}/`}function Ft(e,t,n){return`${Nt} ${Pt(e)} ${t} ${n}`}function It(e,t){let n=e.trim().split(/\s+/);if(n.length!==4||n[0]!==Nt)return{kind:`malformed`};let[,r,i,a]=n,o;try{o=new URL(r.includes(`://`)?r:`ws://${r}`)}catch{return{kind:`malformed`}}return o.protocol!==`ws:`&&o.protocol!==`wss:`?{kind:`malformed`}:o.host.toLowerCase()===t.host.toLowerCase()&&o.protocol===new URL(Pt(t)).protocol?{kind:`account`,name:i,token:a}:{kind:`other-server`,server:r}}function Lt(e){let t=e.st,r=n.token(),i=t.showCode&&t.me!==null&&r!==null?[F(`label`,{for:`my-code`},P(`account-code-label`)),F(`textarea`,{id:`my-code`,readonly:!0,rows:2,spellcheck:`false`},Ft(location,t.me,r)),F(`p`,null,P(`account-code-why`))]:[];return F(`section`,{class:`card account`},F(`h2`,null,P(`account-title`)),r===null?null:L(P(t.showCode?`account-hide`:`account-show`),()=>{t.showCode=!t.showCode,e.onChange()}),...i,zt(e,!0))}var Rt=new Map;function zt(e,t){let n=`${N()}|${t}`,r=Rt.get(n);r||(r=Bt(e,t),Rt.set(n,r));let i=r.querySelector(`.account-note`),a=e.st.accountNote;return i.replaceChildren(a?P(a.id,a.args):``),r}function Bt(e,t){let n=t?`use-code-again`:`use-code`,r=F(`input`,{id:n,name:n,autocomplete:`off`,spellcheck:`false`,required:!0});return F(`form`,{class:`use-code`,onsubmit:t=>{t.preventDefault();let n=It(r.value,location),i=e.st;if(n.kind===`malformed`)i.accountNote={id:`account-code-malformed`};else if(n.kind===`other-server`)i.accountNote={id:`account-code-other-server`,args:{server:n.server,here:location.host}};else{r.value=``,i.accountNote=null,e.signInAs(n.token);return}e.onChange()}},F(`h3`,null,P(`account-use-title`)),F(`p`,null,P(t?`account-use-replaces`:`account-use-why`)),F(`label`,{for:n},P(`account-use-label`)),r,F(`button`,{type:`submit`},P(`account-use-button`)),F(`p`,{class:`account-note`,role:`alert`}))}var Vt=[`camelot`,`camette`,`cam`,`chivalry`,`anti`,`river`],Ht=[`1+0`,`3+2`,`5+3`,`10+5`,`15+10`,`30+0`,`1d`,`3d`],Ut=[`any`,`white`,`black`];function Wt(e){let t=F(`input`,{id:`name`,name:`name`,autocomplete:`nickname`,required:!0,minlength:2,maxlength:32,pattern:`[A-Za-z0-9][A-Za-z0-9_-]{1,31}`});return F(`div`,{class:`welcome`},F(`form`,{class:`card signup`,onsubmit:n=>{n.preventDefault(),e.st.error=null,e.conn.open(t.value.trim())}},F(`h2`,null,P(`signup-title`)),F(`p`,null,P(`signup-why`)),F(`label`,{for:`name`},P(`signup-name`)),t,F(`button`,{type:`submit`},P(`signup-button`))),F(`section`,{class:`card`},zt(e,!1)))}function Gt(e,t){let n=e.st.mySeeks.has(t.id)||t.player===e.st.me;return F(`li`,{class:`seek`},F(`span`,null,...U(P(`seek-line`,{player:t.player,rating:String(t.rating),variant:P(`variant-${t.variant??`camelot`}`),time:t.time,color:P(`color-${t.color}`),rated:P(t.rated?`rated`:`casual`)}),[t.player])),n?L(P(`seek-cancel`),()=>e.send({type:`cancel_seek`,seek:t.id})):L(P(`seek-accept`),()=>e.send({type:`accept`,seek:t.id})))}function q(e,t,n){return F(`select`,{id:e,name:e},...t.map(e=>F(`option`,{value:e},n(e))))}var J=null;function Kt(e){let t=`${N()}|${e.inviteCode}`;return J?.key!==t&&(J={key:t,el:qt(e)}),J.el}function qt(e){let t=q(`variant`,Vt,e=>P(`variant-${e}`)),n=q(`time`,Ht,e=>e);n.value=`5+3`;let r=q(`color`,Ut,e=>P(`color-${e}`)),i=F(`input`,{type:`checkbox`,id:`rated`,checked:!0}),a=()=>({time:n.value,color:r.value,rated:i.checked,variant:t.value});return F(`section`,{class:`card`},F(`h2`,null,P(`seek-new`)),F(`div`,{class:`fields`},F(`label`,{for:`variant`},P(`field-variant`)),t,F(`label`,{for:`time`},P(`field-time`)),n,F(`label`,{for:`color`},P(`field-color`)),r,F(`label`,{for:`rated`},P(`field-rated`)),i),F(`div`,{class:`actions`},L(P(`seek-post`),()=>e.send({type:`seek`,...a()})),L(P(`invite-make`),()=>e.send({type:`challenge`,...a()}))),e.inviteCode?Jt(e.inviteCode):null)}function Jt(e){let t=`${location.origin}/#invite=${e}`,n=F(`input`,{readonly:!0,value:t,"aria-label":P(`invite-link`)});return F(`p`,{class:`invite`},F(`span`,null,P(`invite-pass`)),n,L(P(`invite-copy`),()=>{n.select(),navigator.clipboard?.writeText(t)}))}function Yt(e){let t=e.st,n=[...t.seeks.values()],r=[...t.games.values()].filter(e=>e.view.status===`active`&&(e.view.white===t.me||e.view.black===t.me)),i=[...t.games.values()].filter(e=>e.rematch===`theirs`);return F(`div`,{class:`lobby`},i.length>0?F(`section`,{class:`card`,"aria-live":`polite`},F(`h2`,null,P(`rematch-offers`)),F(`ul`,null,...i.map(n=>{let r=n.view.white===t.me?n.view.black:n.view.white;return F(`li`,null,F(`span`,null,...U(P(`rematch-from`,{player:r,time:n.view.time}),[r])),L(P(`rematch-accept`),()=>e.rematch(n,`accept`),{class:`primary`}),L(P(`rematch-decline`),()=>e.rematch(n,`decline`)))}))):null,r.length>0?F(`section`,{class:`card`},F(`h2`,null,P(`my-games`)),F(`ul`,null,...r.map(t=>F(`li`,null,F(`span`,null,...U(P(`game-line`,{white:t.view.white,black:t.view.black,time:t.view.time}),[t.view.white,t.view.black])),L(P(`game-open`),()=>e.watch(t.view.id)))))):null,F(`section`,{class:`card`,"aria-live":`polite`},F(`h2`,null,P(`seeks-title`)),n.length===0?F(`p`,{class:`empty`},P(`seeks-none`)):F(`ul`,{class:`seeks`},...n.map(t=>Gt(e,t)))),Kt(e),F(`section`,{class:`card`},F(`h2`,null,P(`live-title`)),t.live.length===0?F(`p`,{class:`empty`},P(`live-none`)):F(`ul`,null,...t.live.map(t=>F(`li`,null,F(`span`,null,...U(P(`game-line`,{white:t.white,black:t.black,time:t.time}),[t.white,t.black])),L(P(`game-watch`),()=>e.watch(t.id)))))),Lt(e))}function Xt(e){let t=e.st.leaders,n=t=>e.send({type:`leaderboard`,class:t});return F(`section`,{class:`card`},F(`h2`,null,P(`leaders-title`)),F(`div`,{class:`actions`},L(P(`class-live`),()=>n(`live`)),L(P(`class-correspondence`),()=>n(`correspondence`))),t===null?null:F(`table`,null,F(`caption`,null,P(`class-${t.class}`)),F(`tr`,null,F(`th`,null,`#`),F(`th`,null,P(`leaders-player`)),F(`th`,null,P(`leaders-rating`)),F(`th`,null,P(`leaders-games`))),...t.entries.map((e,t)=>F(`tr`,null,F(`td`,null,String(t+1)),F(`td`,null,H(e.player)),F(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),F(`td`,null,String(e.games))))))}function Zt(){let e=[];for(let t=1;;t++){let n=`rules-${t}`,r=P(n);if(r===n)break;e.push(F(`p`,null,r))}return F(`article`,{class:`card rules`},F(`h2`,null,P(`rules-title`)),...e)}tt();var Y=new h,X=document.getElementById(`app`);function Qt(){let[e,t]=location.hash.slice(1).split(`=`),n=Y.st;if(e===`invite`&&t)n.invite=t,n.me!==null&&(Y.send({type:`accept_invite`,invite:t}),n.invite=null);else if(e===`game`&&t){let e=Number(t);Number.isInteger(e)&&e>0&&(n.current=e,n.page=`game`,n.me!==null&&!n.games.has(e)&&Y.watch(e))}else e===`player`&&t?Y.showPlayer(decodeURIComponent(t)):e===`leaders`||e===`rules`?(n.page=e,e===`leaders`&&n.leaders===null&&Y.send({type:`leaderboard`,class:`live`})):n.page=`lobby`;$()}function $t(){let e=F(`select`,{id:`lang`,"aria-label":P(`language`),onchange:e=>{et(e.target.value),$()}},...qe.map(e=>F(`option`,{value:e,selected:e===N()},P(`lang-${e}`)))),t=Y.st;return F(`header`,null,F(`h1`,null,F(`a`,{href:`#`},P(`site-title`))),F(`nav`,null,F(`a`,{href:`#`},P(`nav-lobby`)),F(`a`,{href:`#leaders`},P(`nav-leaders`)),F(`a`,{href:`#rules`},P(`nav-rules`))),F(`span`,{class:`conn ${t.conn}`,role:`status`},t.me?P(`signed-in`,{name:t.me}):``,` `,P(`conn-${t.conn}`)),e)}function en(){let e=Y.st,t=e.error?F(`p`,{class:`note`,role:`alert`,title:e.error.detail??``},P(e.error.id),` `,L(P(`dismiss`),()=>(e.error=null,$()))):null;if(e.page===`rules`)return[Zt()];if(e.me===null)return[t,n.token()!==null&&e.conn!==`closed`?F(`p`,null,P(`loading`)):Wt(Y)];if(e.page===`leaders`)return[t,Xt(Y)];if(e.page===`player`)return[t,vt(Y)];let r=Y.game();return e.page===`game`&&r?[t,Mt(Y,r)]:[t,Yt(Y)]}var Z=F(`main`);X.replaceChildren(F(`header`),Z);var Q=!1;function $(){if(Q)return;let e=document.activeElement,t=e?.getAttribute(`data-square`),n=e?.id;X.firstElementChild.replaceWith($t());let r=en().filter(e=>e!==null);r.length===Z.children.length&&r.every((e,t)=>Z.children[t]===e)||Z.replaceChildren(...r),(t?X.querySelector(`[data-square="${t}"]`):n?document.getElementById(n):null)?.focus()}Y.onChange=e=>{let t=Y.game();e&&t&&e.game===t.view.id&&Y.st.page===`game`?(Q=!0,xt(e.squares,Y.st.flipped).then(()=>{Q=!1,$()})):$()},window.addEventListener(`hashchange`,Qt),window.addEventListener(`keydown`,e=>{let t=document.getElementById(`typed`);e.key===`/`&&t&&document.activeElement?.tagName!==`INPUT`&&(e.preventDefault(),t.focus())}),setInterval(()=>{let e=Y.game();e&&Y.st.page===`game`&&!Q&&Ct(e)},100),setInterval(()=>{Y.st.page===`lobby`&&Y.st.conn===`open`&&Y.refreshLobby()},3e3),Qt(),n.token()!==null&&Y.conn.open();