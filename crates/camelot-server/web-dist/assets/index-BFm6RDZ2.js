(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=2.5;function t(t,n){if(t.type!==`ping`)return{answer:null,patience:n};let r=t.interval_ms;return{answer:{type:`pong`},patience:typeof r==`number`&&r>0?r*e:n}}var n=`camelot.token`,r=class e{onMessage;onState;ws=null;retry=500;queue=[];state=`closed`;attempt=0;signUp=null;patience=null;silence;constructor(e,t){this.onMessage=e,this.onState=t}static token(){try{return localStorage.getItem(n)}catch{return null}}static keep(e){try{localStorage.setItem(n,e)}catch{}}static forget(){try{localStorage.removeItem(n)}catch{}}open(n=null){this.signUp=n,this.ws?.close(),this.patience=null,clearTimeout(this.silence);let r=`${location.protocol===`https:`?`wss`:`ws`}://${location.host}/`,i=new WebSocket(r);this.ws=i,this.setState(`connecting`),i.onopen=()=>{this.retry=500;let t=e.token(),n=t!==null&&this.signUp===null?{type:`hello`,protocol:2,token:t}:{type:`hello`,protocol:2,name:this.signUp??void 0};i.send(JSON.stringify(n))},i.onmessage=n=>{let r;try{r=JSON.parse(String(n.data))}catch{return}let a=t(r,this.patience);if(this.patience=a.patience,this.listen(i),a.answer)i.send(JSON.stringify(a.answer));else{if(r.type===`welcome`){let t=r;t.token&&e.keep(t.token),this.signUp=null,this.attempt=0,this.setState(`open`);for(let e of this.queue.splice(0))i.send(e)}this.onMessage(r)}},i.onclose=()=>this.lost(i)}listen(e){clearTimeout(this.silence),this.patience!==null&&(this.silence=setTimeout(()=>{e.close(),this.lost(e)},this.patience))}lost(t){if(this.ws!==t)return;t.onclose=null,t.onmessage=null,clearTimeout(this.silence);let n=e.token()!==null;n&&(this.attempt+=1),this.setState(`closed`),n&&(setTimeout(()=>this.ws===t&&this.open(),this.retry),this.retry=Math.min(this.retry*2,8e3))}send(e){let t=JSON.stringify(e);this.ws&&this.state===`open`?this.ws.send(t):this.queue.push(t)}setState(e){this.state=e,this.onState(e)}},i={phase:`moving`,moves:[]};function a(e,t){return e.filter(e=>t.every((t,n)=>e.path[n]===t))}function o(e){return e.phase===`placing_trees`}function s(e,t){return e.filter(e=>t.every(t=>e.path.includes(t)))}function c(e){let{moves:t}=e;return new Set(o(e)?t.flatMap(e=>e.path):t.map(e=>e.path[0]))}function l(e,t){return o(e)||t.length<2?null:a(e.moves,t).find(e=>e.path.length===t.length)?.notation??null}function u(e,t){return o(e)?new Set(s(e.moves,t).flatMap(e=>e.path.filter(e=>!t.includes(e)))):new Set(a(e.moves,t).filter(e=>e.path.length>t.length).map(e=>e.path[t.length]))}function d(e,t,n){if(o(e))return f(e.moves,t,n);if(t.length===0)return c(e).has(n)?{kind:`select`,path:[n]}:{kind:`ignore`};if(n===t[t.length-1]){let n=l(e,t);return n?{kind:`play`,notation:n}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}if(u(e,t).has(n)){let r=[...t,n],i=l(e,r);return i&&u(e,r).size===0?{kind:`play`,notation:i}:{kind:`leg`,path:r}}return t.length===1&&c(e).has(n)?{kind:`select`,path:[n]}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}function f(e,t,n){if(t.includes(n))return{kind:`trees`,path:t.filter(e=>e!==n)};let r=[...t,n],i=s(e,r);if(i.length===0)return{kind:`ignore`};let a=i.find(e=>e.path.length===r.length);return a?{kind:`play`,notation:a.notation}:{kind:`trees`,path:r}}function p(e){return e.trim().split(/[-x,^]/i).map(e=>e.trim().toUpperCase()).filter(e=>e.length>0)}function ee(){return{me:null,conn:`closed`,seeks:new Map,mySeeks:new Set,live:[],games:new Map,current:null,invite:null,challenge:null,boards:new Map,leaders:null,flipped:!1,page:`lobby`,profile:null,profileName:null,error:null,showCode:!1,accountNote:null}}function te(e){return{view:e,clockAt:performance.now(),legal:i,legalPly:-1,path:[],over:e.status===`active`?null:{result:e.result??null,termination:e.termination??null},gone:e.gone?{side:e.gone.side,inMs:e.gone.claimable_in_ms,at:performance.now()}:null,review:null,note:null,resignArmed:!1,rematch:null}}function m(e,t){return e.me===null?null:t.white===e.me?`white`:t.black===e.me?`black`:null}function h(e,t){if(!e.gone)return 1/0;let n=e.view.to_move===e.gone.side;return e.gone.inMs-(n?t-e.gone.at:0)}var g=[{class:`live`,time:`1+0`},{class:`live`,time:`3+2`},{class:`live`,time:`5+3`},{class:`live`,time:`10+5`},{class:`live`,time:`15+10`},{class:`live`,time:`30+0`},{class:`correspondence`,time:`1d`},{class:`correspondence`,time:`3d`},{class:`correspondence`,time:`7d`}],_=[{key:`variant-camelot`,name:`camelot`},{key:`variant-camette`,name:`camette`},{key:`variant-cam`,name:`cam`},{key:`variant-chivalry`,name:`chivalry`},{key:`variant-anti`,name:`anti`},{key:`variant-river`,name:`river`}],ne=`[A-Za-z0-9][A-Za-z0-9_\\-]{1,31}`,v={bad_placement:`illegal-bad-placement`,canter_after_jump:`illegal-canter-after-jump`,canter_into_own_castle:`illegal-canter-into-own-castle`,canter_leads_nowhere:`illegal-canter-leads-nowhere`,capture_due:`illegal-capture-due`,castle_full:`illegal-castle-full`,charge_misses_capture:`illegal-charge-misses-capture`,charge_must_capture:`illegal-charge-must-capture`,ended_in_their_castle:`illegal-ended-in-their-castle`,game_ended:`illegal-game-over`,game_over:`illegal-game-over`,in_their_castle:`illegal-in-their-castle`,into_own_castle:`illegal-into-own-castle`,jump_goes_on:`illegal-jump-goes-on`,jump_not_here:`illegal-jump-not-here`,landed_twice:`illegal-landed-twice`,man_cannot_charge:`illegal-man-cannot-charge`,must_leave_castle:`illegal-must-leave-castle`,no_castle_moves_left:`illegal-no-castle-moves-left`,no_leg:`illegal-no-leg`,no_legal_move:`illegal-no-legal-move`,no_piece:`illegal-no-piece`,no_run:`illegal-no-run`,not_a_leg:`illegal-not-a-leg`,not_a_tree_square:`illegal-not-a-tree-square`,not_declarable:`illegal-not-declarable`,not_empty:`illegal-not-empty`,not_yours:`illegal-not-yours`,nothing_to_leap:`illegal-nothing-to-leap`,only_castle_move:`illegal-only-castle-move`,place_trees_first:`illegal-place-trees-first`,step_after_leap:`illegal-step-after-leap`,step_is_single:`illegal-step-is-single`,tree_across_river:`illegal-tree-across-river`,tree_in_river:`illegal-tree-in-river`,tree_on_piece:`illegal-tree-on-piece`,tree_on_tree:`illegal-tree-on-tree`,trees_placed:`illegal-trees-placed`,wrong_joint:`illegal-wrong-joint`,wrong_leg_kind:`illegal-wrong-leg-kind`},y=1e4;function b(e){let t=e.illegal;if(!t)return{id:`error-${e.code}`,detail:e.message};let n={};for(let[e,r]of Object.entries(t.args))r!==void 0&&(n[e]=r);return t.rule&&(n.rule=t.rule),{id:`error-illegal`,detail:e.message,why:{id:v[t.code]??`error-illegal_move`,args:n}}}var re=class{st=ee();conn;onChange=()=>{};constructor(){this.conn=new r(e=>this.receive(e),e=>{this.st.conn=e,this.onChange()})}send(e){this.conn.send(e)}signInAs(e){r.keep(e);let t=this.st;t.me=null,t.games.clear(),t.current=null,t.mySeeks.clear(),t.showCode=!1,t.page=`lobby`,this.conn.open(),this.onChange()}showInvite(){this.st.invite!==null&&(this.send({type:`show_invite`,invite:this.st.invite}),this.st.invite=null)}answerInvite(e){let t=this.st.challenge;t!==null&&(e&&this.send({type:`accept_invite`,invite:t.invite}),this.st.challenge=null,history.replaceState(null,``,location.pathname),this.onChange())}game(){return this.st.current===null?void 0:this.st.games.get(this.st.current)}receive(e){let t=this.st;switch(e.type){case`welcome`:{let n=e;t.me=n.player||null;for(let e of n.games)this.takeGame(e,!1);this.refreshLobby(),t.invite&&this.showInvite(),t.current!==null&&this.watch(t.current),t.page===`player`&&t.profileName&&this.showPlayer(t.profileName);break}case`error`:{let n=e;n.code===`bad_token`&&(r.forget(),t.me=null);let i=this.game(),a=i&&t.page===`game`,o=b(n);a?(i.note=o,i.path=[],this.askLegal(i)):t.error=o;break}case`seeks`:t.seeks=new Map(e.seeks.map(e=>[e.id,e]));break;case`seek_posted`:{let n=e.seek;t.seeks.set(n.id,n),t.mySeeks.add(n.id);break}case`seek_opened`:{let n=e.seek;t.seeks.set(n.id,n);break}case`seek_closed`:{let n=e.seek;t.seeks.delete(n),t.mySeeks.delete(n);break}case`challenge`:this.inviteCode=e.invite;break;case`invite`:{let n=e;t.challenge={invite:n.invite,seek:n.seek},t.page=`lobby`;break}case`games`:for(let t of e.games)this.takeGame(t,!1);break;case`live_games`:t.live=e.games;break;case`game`:this.takeGame(e.game,!0);break;case`moved`:return this.moved(e);case`game_over`:{let n=e,r=t.games.get(n.game);r&&(r.over={result:n.result,termination:n.termination,rating:n.rating??void 0},r.view.status=n.result===null?`aborted`:`finished`,r.view.clock.running=null,r.legal=i,r.path=[],r.gone=null,r.note=null,this.send({type:`review`,game:n.game}));break}case`draw_offered`:case`takeback_offered`:{let n=e,r=t.games.get(n.game);r&&(e.type===`draw_offered`?r.view.draw_offer=n.by:r.view.takeback_offer=n.by,r.note=null);break}case`draw_declined`:case`takeback_declined`:{let n=t.games.get(e.game);if(n){let r=e.type===`draw_declined`,i=n.view[r?`draw_offer`:`takeback_offer`]===m(t,n.view);n.view[r?`draw_offer`:`takeback_offer`]=void 0,n.note={id:`${r?`draw`:`takeback`}-declined${i?``:`-by-you`}`}}break}case`draw_withdrawn`:case`takeback_withdrawn`:{let n=e,r=t.games.get(n.game);if(r){let i=e.type===`draw_withdrawn`;r.view[i?`draw_offer`:`takeback_offer`]=void 0;let a=n.by===`white`?r.view.white:r.view.black;r.note=n.by===m(t,r.view)?null:{id:`${i?`draw`:`takeback`}-withdrawn`,args:{name:a}}}break}case`player_gone`:{let n=e,r=t.games.get(n.game);r&&(r.gone={side:n.side,inMs:n.claimable_in_ms,at:performance.now()});break}case`player_back`:{let n=t.games.get(e.game);n&&(n.gone=null);break}case`leaderboard`:{let n=e;t.leaders={class:n.class,entries:n.entries};break}case`player_profile`:t.profile=e.profile;break;case`rematch_offered`:{let n=t.games.get(e.game);n&&(n.rematch=`theirs`);break}case`rematch_declined`:{let n=t.games.get(e.game);n&&(n.rematch=n.rematch===`mine`?`declined`:null);break}case`legal_moves`:{let n=e,r=t.games.get(n.game);r&&n.ply===r.view.moves.length&&(r.legal={phase:n.phase??`moving`,moves:n.moves},r.legalPly=n.ply);break}case`board`:{let n=e;t.boards.set(n.variant,n.board);break}case`review`:{let n=e,r=t.games.get(n.game);r&&(r.review={positions:n.positions,moves:n.moves,at:n.positions.length-1,record:n.record??void 0});break}default:return}this.onChange()}inviteCode=null;takeGame(e,t){let n=this.st,r=n.games.get(e.id),i=te(e);if(r&&r.view.status!==`active`&&e.status===`active`)return;r&&(i.review=r.review),n.games.set(e.id,i),n.boards.has(e.variant??`camelot`)||this.send({type:`board`,variant:e.variant??`camelot`});let a=m(n,e);t&&(a!==null||n.current===e.id)&&((n.current!==e.id||n.page!==`game`)&&(n.flipped=a===`black`),n.current=e.id,n.page=`game`,location.hash=`game=${e.id}`),e.status!==`active`&&this.send({type:`review`,game:e.id}),this.askLegal(i)}showPlayer(e){this.st.profile?.name.toLowerCase()!==e.toLowerCase()&&(this.st.profile=null),this.st.page=`player`,this.st.profileName=e,this.st.me!==null&&this.send({type:`player`,name:e})}rematch(e,t){this.send({type:`${t}_rematch`,game:e.view.id}),e.rematch=t===`offer`?`mine`:null,this.onChange()}watch(e){let t=this.st.games.get(e);this.st.current=e,t&&m(this.st,t.view)!==null?(this.st.page=`game`,location.hash=`game=${e}`,this.onChange()):this.send({type:`watch`,game:e})}moved(e){let t=this.st.games.get(e.game);if(!t||e.ply<=t.view.moves.length)return;if(e.ply>t.view.moves.length+1){this.send(m(this.st,t.view)?{type:`my_games`}:{type:`watch`,game:e.game});return}let n=p(e.move);t.view.moves.push(e.move),t.view.position=e.position,t.view.to_move=e.position.split(` `)[1]===`b`?`black`:`white`,t.view.clock=e.clock,t.clockAt=performance.now(),t.view.draw_offer=void 0,t.view.takeback_offer=void 0,t.legal=i,t.path=[],t.note=null,t.resignArmed=!1,this.askLegal(t),this.onChange({game:e.game,squares:n})}askLegal(e){let t=m(this.st,e.view);e.view.status===`active`&&t===e.view.to_move&&this.send({type:`legal`,game:e.view.id})}refreshLobby(){this.st.me!==null&&(this.send({type:`list_seeks`}),this.send({type:`list_games`}))}square(e){let t=this.game();if(!t||t.legalPly!==t.view.moves.length||t.review?.at!==void 0&&t.over)return;let n=d(t.legal,t.path,e);switch(n.kind){case`select`:case`leg`:this.enter(t,n.path);break;case`trees`:t.path=n.path;break;case`play`:this.play(t,n.notation);break;case`cancel`:this.enter(t,[]);break;case`ignore`:return}this.onChange()}enter(e,t){e.path=t}endHere(){let e=this.game(),t=e&&l(e.legal,e.path);e&&t&&(this.play(e,t),this.onChange())}cancelMove(){let e=this.game();e&&(this.enter(e,[]),this.onChange())}play(e,t){this.send({type:`move`,game:e.view.id,move:t,ply:e.view.moves.length}),e.legalPly=-1}},x=class{constructor(e){this.value=e}valueOf(){return this.value}},S=class extends x{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},C=class extends x{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},w=class e extends x{static supportsValue(t){if(typeof t==`number`||t instanceof Date)return!0;if(t instanceof x)return e.supportsValue(t.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(t instanceof e.Instant||t instanceof e.PlainDateTime||t instanceof e.PlainDate||t instanceof e.PlainMonthDay||t instanceof e.PlainTime||t instanceof e.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof x&&(t=t.valueOf()),typeof t==`object`&&`calendarId`in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},ie=100,ae=`⁨`,oe=`⁩`;function se(e,t,n){return n===t||n instanceof C&&t instanceof C&&n.value===t.value||t instanceof C&&typeof n==`string`&&n===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function ce(e,t,n){return t[n]?E(e,t[n].value):(e.reportError(RangeError(`No default`)),new S)}function le(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=T(e,i.value):n.push(T(e,i));return{positional:n,named:r}}function T(e,t){switch(t.type){case`str`:return t.value;case`num`:return new C(t.value,{minimumFractionDigits:t.precision});case`var`:return ue(e,t);case`mesg`:return de(e,t);case`term`:return fe(e,t);case`func`:return pe(e,t);case`select`:return me(e,t);default:return new S}}function ue(e,{name:t}){let n;if(e.params){if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new S(`$${t}`)}else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(ReferenceError(`Unknown variable: $${t}`)),new S(`$${t}`);if(n instanceof x)return n;switch(typeof n){case`string`:return n;case`number`:return new C(n);case`object`:if(w.supportsValue(n))return new w(n);default:return e.reportError(TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new S(`$${t}`)}}function de(e,{name:t,attr:n}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(ReferenceError(`Unknown message: ${t}`)),new S(t);if(n){let i=r.attributes[n];return i?E(e,i):(e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new S(`${t}.${n}`))}return r.value?E(e,r.value):(e.reportError(ReferenceError(`No value: ${t}`)),new S(t))}function fe(e,{name:t,attr:n,args:r}){let i=`-${t}`,a=e.bundle._terms.get(i);if(!a)return e.reportError(ReferenceError(`Unknown term: ${i}`)),new S(i);if(n){let t=a.attributes[n];if(t){e.params=le(e,r).named;let n=E(e,t);return e.params=null,n}return e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new S(`${i}.${n}`)}e.params=le(e,r).named;let o=E(e,a.value);return e.params=null,o}function pe(e,{name:t,args:n}){let r=e.bundle._functions[t];if(!r)return e.reportError(ReferenceError(`Unknown function: ${t}()`)),new S(`${t}()`);if(typeof r!=`function`)return e.reportError(TypeError(`Function ${t}() is not callable`)),new S(`${t}()`);try{let t=le(e,n);return r(t.positional,t.named)}catch(n){return e.reportError(n),new S(`${t}()`)}}function me(e,{selector:t,variants:n,star:r}){let i=T(e,t);if(i instanceof S)return ce(e,n,r);for(let t of n)if(se(e,i,T(e,t.key)))return E(e,t.value);return ce(e,n,r)}function he(e,t){if(e.dirty.has(t))return e.reportError(RangeError(`Cyclic reference`)),new S;e.dirty.add(t);let n=[],r=e.bundle._useIsolating&&t.length>1;for(let i of t)if(typeof i==`string`)n.push(e.bundle._transform(i));else{if(e.placeables++,e.placeables>ie)throw e.dirty.delete(t),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${ie}`);r&&n.push(ae),n.push(T(e,i).toString(e)),r&&n.push(oe)}return e.dirty.delete(t),n.join(``)}function E(e,t){return typeof t==`string`?e.bundle._transform(t):he(e,t)}var ge=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function D(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var _e=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function ve(e,t){let n=e[0];if(n instanceof S)return new S(`NUMBER(${n.valueOf()})`);if(n instanceof C)return new C(n.valueOf(),{...n.opts,...D(t,_e)});if(n instanceof w)return new C(n.toNumber(),{...D(t,_e)});throw TypeError(`Invalid argument to NUMBER`)}var ye=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function be(e,t){let n=e[0];if(n instanceof S)return new S(`DATETIME(${n.valueOf()})`);if(n instanceof w||n instanceof C)return new w(n,D(t,ye));throw TypeError(`Invalid argument to DATETIME`)}var xe=new Map;function Se(e){let t=Array.isArray(e)?e.join(` `):e,n=xe.get(t);return n===void 0&&(n=new Map,xe.set(t,n)),n}var Ce=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:ve,DATETIME:be,...t},this._useIsolating=n,this._transform=r,this._intls=Se(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,t=null,n=null){if(typeof e==`string`)return this._transform(e);let r=new ge(this,n,t);try{return he(r,e).toString(r)}catch(e){if(r.errors&&e instanceof Error)return r.errors.push(e),new S().toString(r);throw e}}},we=/^(-?[a-zA-Z][\w-]*) *= */gm,Te=/\.([a-zA-Z][\w-]*) *= */y,Ee=/\*?\[/y,O=/(-?[0-9]+(?:\.([0-9]+))?)/y,De=/([a-zA-Z][\w-]*)/y,Oe=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,ke=/^[A-Z][A-Z0-9_-]*$/,k=/([^{}\n\r]+)/y,Ae=/([^\\"\n\r]*)/y,je=/\\([\\"])/y,Me=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ne=/^\n+/,Pe=/ +$/,Fe=/ *\r?\n/g,Ie=/( *)$/,Le=/{\s*/y,Re=/\s*}/y,ze=/\[\s*/y,Be=/\s*] */y,Ve=/\s*\(\s*/y,He=/\s*->\s*/y,Ue=/\s*:\s*/y,We=/\s*,?\s*/y,Ge=/\s+/y,Ke=class{constructor(e){this.body=[],we.lastIndex=0;let t=0;for(;;){let n=we.exec(e);if(n===null)break;t=we.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(Te);){let t=o(Te),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(k)&&(r=o(k)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=v();return i?r?u([r,i],i.length):(i.value=y(i.value,Ne),u([i],i.length)):r?y(r,Pe):null}function u(r=[],i){for(;;){if(n(k)){r.push(o(k));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=v();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=y(s,Pe));let c=[];for(let e of r)e instanceof qe&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Le,SyntaxError);let e=f();if(i(Re))return e;if(i(He)){let t=te();return i(Re,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(Oe)){let[,e,t,n=null]=a(Oe);if(e===`$`)return{type:`var`,name:t};if(i(Ve)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(ke.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return h()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(ee()),i(We)}}function ee(){let e=f();return e.type===`mesg`&&i(Ue)?{type:`narg`,name:e.name,value:h()}:e}function te(){let e=[],t=0,i;for(;n(Ee);){r(`*`)&&(i=t);let n=m(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function m(){i(ze,SyntaxError);let e;return e=n(O)?g():{type:`str`,value:o(De)},i(Be,SyntaxError),e}function h(){if(n(O))return g();if(e[t]===`"`)return _();throw SyntaxError(`Invalid expression`)}function g(){let[,e,t=``]=a(O),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function _(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(Ae),e[t]===`\\`)n+=ne();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function ne(){if(n(je))return o(je);if(n(Me)){let[,e,t]=a(Me),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function v(){let n=t;switch(i(Ge),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return b(e.slice(n,t))}return e[t-1]===` `&&b(e.slice(n,t))}function y(e,t){return e.replace(t,``)}function b(e){return new qe(e.replace(Fe,`
`),Ie.exec(e)[1].length)}}},qe=class{constructor(e,t){this.value=e,this.length=t}},Je=`# Sentences both the game and the browser client (web/) say: one key, one source.

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
online-draw-offered-by = { $name } offers a draw.
online-draw-waiting = You offered a draw.
draw-accept = Accept the draw
draw-decline = Decline the draw
draw-declined = Your draw offer was declined.
draw-declined-by-you = You declined the draw.
takeback-offer = Ask to take back
online-takeback-by = { $name } asks to take back their move.
online-takeback-waiting = You asked to take back your move.
takeback-accept = Allow the take-back
takeback-decline = Refuse the take-back
takeback-declined = Your take-back request was refused.
takeback-declined-by-you = You refused the take-back.
abort = Abort the game
resign = Resign
resign-confirm = Click again to resign
online-gone-wait = { $name } has left: claim the win in { $wait }.
online-gone-their-turn = { $name } has left: once it is their turn, you may claim the win after { $wait }.
online-gone-claimable = { $name } has left: claim the win, or call it a draw.
online-gone = { $name } has left the game.
claim-win = Claim the win
claim-draw = Claim a draw
rematch-offer = Rematch
rematch-waiting = Rematch offered: waiting for an answer.
rematch-offered-by = { $name } offers a rematch.
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

## The connection to the server
online-connecting = Connecting…
online-not-connected = Not connected to the server.
signin-reconnecting = Connection lost: reconnecting… (attempt { $attempt })

## The lobby
seeks-title = Open seeks
lobby-no-seeks = No one is seeking a game now: make a seek below.
seek-accept = Accept
seek-cancel = Cancel my seek
rated = rated
casual = casual
my-games = Your games in progress
game-line = { $white } against { $black } · { $time }
game-open = Open
game-watch = Watch
live-title = Games being played
lobby-none-live = No game is being played right now.
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

## Why the rules refuse a move (the rules core's Illegal, by its key from camelot-protocol's
## illegal_key): the game and the browser say them alike. { $rule } is the rule id as
## docs/rules.md and docs/variants.md write it.
error-illegal = illegal move: { $why }
illegal-game-over = the game is over: { $how }
illegal-not-declarable = only the board can end a game this way: { $how }
illegal-place-trees-first = { $side ->
    [white] White
   *[black] Black
} places three trees first, as C2,D2,I2 ({ $rule })
illegal-trees-placed = the trees are placed: a tree placement comes only at the start ({ $rule })
illegal-bad-placement = { $side ->
    [white] White
   *[black] Black
} places its three trees on three different empty squares of its own tree squares ({ $rule })
illegal-no-piece = there is no piece on { $at }
illegal-not-yours = the piece on { $at } is { $owner ->
    [white] White
   *[black] Black
}'s; { $mover ->
    [white] White
   *[black] Black
} is to move
illegal-must-leave-castle = the piece on { $at } must leave its own castle this turn ({ $rule })
illegal-in-their-castle = the piece on { $at } is in the opponent's castle: the game is over
illegal-no-castle-moves-left = the piece on { $at } is in the opponent's castle and no castle moves are left ({ $rule })
illegal-castle-full = the piece on { $at } is in the opponent's castle and the other castle square is taken ({ $rule })
illegal-capture-due = a capture is available: jumping is compulsory ({ $rule })
illegal-no-legal-move = the piece on { $at } has no legal move
illegal-no-leg = a move needs at least one leg
illegal-step-is-single = a plain move is a single step: nothing can follow it ({ $rule })
illegal-ended-in-their-castle = the move ended on { $at } in the opponent's castle ({ $rule })
illegal-only-castle-move = the piece on { $at } is in the opponent's castle: its only move is a castle move ({ $rule })
illegal-step-after-leap = { $from }-{ $to } is a step: steps cannot continue a canter or jump ({ $rule })
illegal-into-own-castle = no piece may move into its own castle ({ $to }) ({ $rule })
illegal-not-empty = { $to } is not empty
illegal-not-a-leg = { $from } to { $to } is neither a step nor a leap
illegal-man-cannot-charge = only a knight may jump after cantering ({ $rule })
illegal-jump-not-here = the jump { $from }x{ $to } is not allowed here
illegal-nothing-to-leap = there is no piece on { $over } to leap over
illegal-canter-after-jump = a canter cannot follow a jump ({ $rule })
illegal-canter-into-own-castle = no piece may canter into its own castle ({ $to }) ({ $rule })
illegal-landed-twice = a canter never lands on the same square twice ({ $to }) ({ $rule })
illegal-charge-misses-capture = the canter to { $to } can no longer reach a capture, and the knight must capture ({ $rule })
illegal-canter-leads-nowhere = the canter to { $to } leads to no legal move ({ $rule })
illegal-jump-goes-on = the jump must go on from { $at }: another capture is available ({ $rule })
illegal-charge-must-capture = the knight's canter landed where it could jump: it must go on to capture ({ $rule })
illegal-wrong-leg-kind = the leg to { $to } is not a { $kind ->
    [plain] Plain
    [canter] Canter
   *[jump] Jump
} leg
illegal-wrong-joint = { $from }{ $joint }{ $to } is { $kind ->
    [plain] a step: write - before a step (^ marks a canter leg)
    [canter] a canter leg: write - (or ^) before a canter leg
   *[jump] a jump: write x before a jump leg
}
illegal-no-run = no run of { $kind ->
    [jump] jumps
   *[canter] canter legs
} ({ $rule }) leads from { $from } to { $to } here
illegal-tree-in-river = { $at } is in the river: no tree grows there ({ $rule })
illegal-tree-on-tree = { $at } has a tree already: each tree goes on its own square ({ $rule })
illegal-tree-on-piece = { $at } has a piece on it: a tree goes on an empty square ({ $rule })
illegal-tree-across-river = { $at } is on the other side of the river: { $side ->
    [white] White
   *[black] Black
} places its trees on its own side ({ $rule })
illegal-not-a-tree-square = { $at } is not a tree square: { $side ->
    [white] White
   *[black] Black
}'s trees stay off the castles, the squares before them and the ways onto the bridges ({ $rule })
`,Ye=`# The browser client's sentences (web/). The sentences the game says too are in common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Leaderboard
nav-rules = Rules
signed-in = Signed in as { $name }.
conn-open = Online.
dismiss = Dismiss
loading = Loading…

signup-title = Play Camelot online
signup-why = Choose a name to play under. This browser keeps your account; there is no password.
signup-name = Your name (2 to 32 letters, digits, _ or -)
signup-button = Sign up and enter the lobby

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
invite-title = A challenge
invite-from = { $player } ({ $rating }) challenges you: { $variant } · { $time } · { $rated }
invite-you-play = You play: { $color }
invite-accept = Accept the challenge
invite-decline = Decline

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
`,Xe=`# Фразы, общие для игры и браузерного клиента (web/): один ключ, один источник.

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
online-draw-offered-by = { $name } предлагает ничью.
online-draw-waiting = Вы предложили ничью.
draw-accept = Согласиться на ничью
draw-decline = Отклонить ничью
draw-declined = Ваше предложение ничьей отклонено.
draw-declined-by-you = Вы отклонили ничью.
takeback-offer = Попросить вернуть ход
online-takeback-by = { $name } просит вернуть ход.
online-takeback-waiting = Вы попросили вернуть ход.
takeback-accept = Разрешить вернуть ход
takeback-decline = Не разрешать
takeback-declined = Вам не разрешили вернуть ход.
takeback-declined-by-you = Вы не разрешили вернуть ход.
abort = Прервать партию
resign = Сдаться
resign-confirm = Нажмите ещё раз, чтобы сдаться
online-gone-wait = { $name } покинул(а) партию: победу можно потребовать через { $wait }.
online-gone-their-turn = { $name } покинул(а) партию: когда настанет их ход, победу можно будет потребовать через { $wait }.
online-gone-claimable = { $name } покинул(а) партию: потребуйте победу или ничью.
online-gone = { $name } покинул(а) партию.
claim-win = Потребовать победу
claim-draw = Потребовать ничью
rematch-offer = Реванш
rematch-waiting = Реванш предложен: ждём ответа.
rematch-offered-by = { $name } предлагает реванш.
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

## Соединение с сервером
online-connecting = Подключение…
online-not-connected = Нет связи с сервером.
signin-reconnecting = Связь потеряна: переподключение… (попытка { $attempt })

## Лобби
seeks-title = Открытые вызовы
lobby-no-seeks = Сейчас никто не ищет партию: создайте вызов ниже.
seek-accept = Принять
seek-cancel = Отменить мой вызов
rated = на рейтинг
casual = без рейтинга
my-games = Ваши текущие партии
game-line = { $white } против { $black } · { $time }
game-open = Открыть
game-watch = Смотреть
live-title = Идущие партии
lobby-none-live = Сейчас никто не играет.
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

## Почему правила не принимают ход (Illegal ядра правил, ключ из illegal_key в camelot-protocol):
## игра и браузер говорят одинаково. { $rule } — номер правила, как в docs/rules.md и docs/variants.md.
error-illegal = ход невозможен: { $why }
illegal-game-over = партия окончена: { $how }
illegal-not-declarable = так партию заканчивает только позиция на доске: { $how }
illegal-place-trees-first = { $side ->
    [white] белые
   *[black] чёрные
} сначала сажают три дерева, например C2,D2,I2 ({ $rule })
illegal-trees-placed = деревья уже посажены: их сажают только в начале партии ({ $rule })
illegal-bad-placement = { $side ->
    [white] белые
   *[black] чёрные
} сажают три дерева на три разные пустые клетки для деревьев на своей стороне ({ $rule })
illegal-no-piece = на { $at } нет фигуры
illegal-not-yours = фигура на { $at } — { $owner ->
    [white] белых
   *[black] чёрных
}, а ходят { $mover ->
    [white] белые
   *[black] чёрные
}
illegal-must-leave-castle = фигура на { $at } должна покинуть свой замок в этот ход ({ $rule })
illegal-in-their-castle = фигура на { $at } в замке соперника: партия окончена
illegal-no-castle-moves-left = фигура на { $at } в замке соперника, и ходов внутри замка больше не осталось ({ $rule })
illegal-castle-full = фигура на { $at } в замке соперника, а другая клетка замка занята ({ $rule })
illegal-capture-due = есть взятие: бить обязательно ({ $rule })
illegal-no-legal-move = у фигуры на { $at } нет ни одного хода
illegal-no-leg = ход не может быть пустым
illegal-step-is-single = простой ход — один шаг: после него ход не продолжается ({ $rule })
illegal-ended-in-their-castle = ход закончился на { $at } в замке соперника ({ $rule })
illegal-only-castle-move = фигура на { $at } в замке соперника: ей можно только сходить внутри замка ({ $rule })
illegal-step-after-leap = { $from }-{ $to } — простой ход: он не может продолжать скачки или взятия ({ $rule })
illegal-into-own-castle = ни одна фигура не может войти в свой замок ({ $to }) ({ $rule })
illegal-not-empty = клетка { $to } занята
illegal-not-a-leg = с { $from } на { $to } нельзя ни шагнуть, ни прыгнуть
illegal-man-cannot-charge = только рыцарь может брать после скачка ({ $rule })
illegal-jump-not-here = взятие { $from }x{ $to } здесь невозможно
illegal-nothing-to-leap = на { $over } нет фигуры, через которую можно прыгнуть
illegal-canter-after-jump = после взятия скачок невозможен ({ $rule })
illegal-canter-into-own-castle = ни одна фигура не может скачком войти в свой замок ({ $to }) ({ $rule })
illegal-landed-twice = скачки не приземляются дважды на одну клетку ({ $to }) ({ $rule })
illegal-charge-misses-capture = после скачка на { $to } взятие уже недостижимо, а рыцарь обязан брать ({ $rule })
illegal-canter-leads-nowhere = скачок на { $to } не ведёт ни к одному допустимому ходу ({ $rule })
illegal-jump-goes-on = взятие должно продолжиться с { $at }: есть ещё одно взятие ({ $rule })
illegal-charge-must-capture = скачок рыцаря закончился там, откуда можно бить: атака рыцаря должна продолжиться взятием ({ $rule })
illegal-wrong-leg-kind = прыжок на { $to } — не { $kind ->
    [plain] простой ход
    [canter] скачок
   *[jump] взятие
}
illegal-wrong-joint = { $from }{ $joint }{ $to } — { $kind ->
    [plain] простой ход: перед ним пишут - (^ обозначает скачок)
    [canter] скачок: перед ним пишут - (или ^)
   *[jump] взятие: перед ним пишут x
}
illegal-no-run = никакая цепочка { $kind ->
    [jump] взятий
   *[canter] скачков
} ({ $rule }) не ведёт здесь с { $from } на { $to }
illegal-tree-in-river = { $at } — в реке: там деревья не растут ({ $rule })
illegal-tree-on-tree = на { $at } уже есть дерево: каждое дерево сажают на свою клетку ({ $rule })
illegal-tree-on-piece = на { $at } стоит фигура: дерево сажают на пустую клетку ({ $rule })
illegal-tree-across-river = { $at } — на другом берегу реки: { $side ->
    [white] белые
   *[black] чёрные
} сажают деревья на своём берегу ({ $rule })
illegal-not-a-tree-square = на { $at } дерево не посадить: деревья { $side ->
    [white] белых
   *[black] чёрных
} не сажают в замки, на клетки перед ними и на подходы к мостам ({ $rule })
`,Ze=`# Фразы браузерного клиента (web/). Фразы, которые говорит и игра, — в common.ftl.
site-title = Камелот
nav-lobby = Лобби
nav-leaders = Рейтинг
nav-rules = Правила
signed-in = Вы вошли как { $name }.
conn-open = В сети.
dismiss = Закрыть
loading = Загрузка…

signup-title = Играть в Камелот по сети
signup-why = Выберите имя для игры. Ваш аккаунт хранится в этом браузере; пароля нет.
signup-name = Ваше имя (от 2 до 32 латинских букв, цифр, _ или -)
signup-button = Зарегистрироваться и войти в лобби

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
invite-title = Вызов
invite-from = { $player } ({ $rating }) вызывает вас: { $variant } · { $time } · { $rated }
invite-you-play = Вы играете: { $color }
invite-accept = Принять вызов
invite-decline = Отклонить

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
`,Qe=`# Meningar som både spelet och webbklienten (web/) säger: en nyckel, en källa.

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
online-draw-offered-by = { $name } erbjuder remi.
online-draw-waiting = Du erbjöd remi.
draw-accept = Anta remi
draw-decline = Avböj remi
draw-declined = Ditt remierbjudande avböjdes.
draw-declined-by-you = Du avböjde remi.
takeback-offer = Be att få ta tillbaka
online-takeback-by = { $name } vill ta tillbaka sitt drag.
online-takeback-waiting = Du bad att få ta tillbaka ditt drag.
takeback-accept = Tillåt att draget tas tillbaka
takeback-decline = Neka
takeback-declined = Du fick inte ta tillbaka draget.
takeback-declined-by-you = Du nekade att draget togs tillbaka.
abort = Avbryt partiet
resign = Ge upp
resign-confirm = Klicka igen för att ge upp
online-gone-wait = { $name } har lämnat: kräv vinst om { $wait }.
online-gone-their-turn = { $name } har lämnat: när det är deras drag kan du kräva vinst efter { $wait }.
online-gone-claimable = { $name } har lämnat: kräv vinst, eller kräv remi.
online-gone = { $name } har lämnat partiet.
claim-win = Kräv vinst
claim-draw = Kräv remi
rematch-offer = Returmatch
rematch-waiting = Returmatch erbjuden: väntar på svar.
rematch-offered-by = { $name } erbjuder en returmatch.
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

## Anslutningen till servern
online-connecting = Ansluter…
online-not-connected = Inte ansluten till servern.
signin-reconnecting = Anslutningen bröts: ansluter igen… (försök { $attempt })

## Lobbyn
seeks-title = Öppna utmaningar
lobby-no-seeks = Ingen söker ett parti just nu: skapa en utmaning nedan.
seek-accept = Anta
seek-cancel = Ta tillbaka min utmaning
rated = rankat
casual = orankat
my-games = Dina pågående partier
game-line = { $white } mot { $black } · { $time }
game-open = Öppna
game-watch = Titta på
live-title = Partier som spelas nu
lobby-none-live = Inget parti spelas just nu.
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

## Varför reglerna inte godtar ett drag (regelkärnans Illegal, nyckeln från camelot-protocols
## illegal_key): spelet och webbläsaren säger lika. { $rule } är regelns id som i docs/rules.md och docs/variants.md.
error-illegal = otillåtet drag: { $why }
illegal-game-over = partiet är slut: { $how }
illegal-not-declarable = bara ställningen på brädet avslutar ett parti så: { $how }
illegal-place-trees-first = { $side ->
    [white] Vit
   *[black] Svart
} planterar först tre träd, till exempel C2,D2,I2 ({ $rule })
illegal-trees-placed = träden är planterade: träd planteras bara i början ({ $rule })
illegal-bad-placement = { $side ->
    [white] Vit
   *[black] Svart
} planterar sina tre träd på tre olika tomma trädrutor på sin egen sida ({ $rule })
illegal-no-piece = det står ingen pjäs på { $at }
illegal-not-yours = pjäsen på { $at } är { $owner ->
    [white] vits
   *[black] svarts
}; { $mover ->
    [white] vit
   *[black] svart
} är vid draget
illegal-must-leave-castle = pjäsen på { $at } måste lämna sin egen borg i detta drag ({ $rule })
illegal-in-their-castle = pjäsen på { $at } står i motståndarens borg: partiet är slut
illegal-no-castle-moves-left = pjäsen på { $at } står i motståndarens borg och inga borgdrag finns kvar ({ $rule })
illegal-castle-full = pjäsen på { $at } står i motståndarens borg och den andra borgrutan är upptagen ({ $rule })
illegal-capture-due = ett slag finns: du måste slå ({ $rule })
illegal-no-legal-move = pjäsen på { $at } har inget tillåtet drag
illegal-no-leg = ett drag måste ha minst ett steg eller hopp
illegal-step-is-single = ett enkelt drag är ett enda steg: inget kan följa det ({ $rule })
illegal-ended-in-their-castle = draget slutade på { $at } i motståndarens borg ({ $rule })
illegal-only-castle-move = pjäsen på { $at } står i motståndarens borg: dess enda drag är ett borgdrag ({ $rule })
illegal-step-after-leap = { $from }-{ $to } är ett steg: ett steg kan inte fortsätta galopphopp eller slag ({ $rule })
illegal-into-own-castle = ingen pjäs får gå in i sin egen borg ({ $to }) ({ $rule })
illegal-not-empty = { $to } är inte tom
illegal-not-a-leg = från { $from } till { $to } är varken ett steg eller ett hopp
illegal-man-cannot-charge = bara en riddare får slå efter galopphopp ({ $rule })
illegal-jump-not-here = slaget { $from }x{ $to } är inte tillåtet här
illegal-nothing-to-leap = det står ingen pjäs på { $over } att hoppa över
illegal-canter-after-jump = ett galopphopp kan inte följa ett slag ({ $rule })
illegal-canter-into-own-castle = ingen pjäs får galoppera in i sin egen borg ({ $to }) ({ $rule })
illegal-landed-twice = galopphopp landar aldrig två gånger på samma ruta ({ $to }) ({ $rule })
illegal-charge-misses-capture = galopphoppet till { $to } kan inte längre nå ett slag, och riddaren måste slå ({ $rule })
illegal-canter-leads-nowhere = galopphoppet till { $to } leder inte till något tillåtet drag ({ $rule })
illegal-jump-goes-on = slaget måste fortsätta från { $at }: ett slag till finns ({ $rule })
illegal-charge-must-capture = riddarens galopphopp landade där den kan slå: anfallet måste fortsätta med ett slag ({ $rule })
illegal-wrong-leg-kind = hoppet till { $to } är inte { $kind ->
    [plain] ett steg
    [canter] ett galopphopp
   *[jump] ett slag
}
illegal-wrong-joint = { $from }{ $joint }{ $to } är { $kind ->
    [plain] ett steg: skriv - före ett steg (^ markerar ett galopphopp)
    [canter] ett galopphopp: skriv - (eller ^) före ett galopphopp
   *[jump] ett slag: skriv x före ett slag
}
illegal-no-run = ingen följd av { $kind ->
    [jump] slag
   *[canter] galopphopp
} ({ $rule }) leder här från { $from } till { $to }
illegal-tree-in-river = { $at } ligger i floden: där växer inga träd ({ $rule })
illegal-tree-on-tree = { $at } har redan ett träd: varje träd står på en egen ruta ({ $rule })
illegal-tree-on-piece = det står en pjäs på { $at }: ett träd planteras på en tom ruta ({ $rule })
illegal-tree-across-river = { $at } ligger på andra sidan floden: { $side ->
    [white] Vit
   *[black] Svart
} planterar sina träd på sin egen sida ({ $rule })
illegal-not-a-tree-square = { $at } är ingen trädruta: { $side ->
    [white] vits
   *[black] svarts
} träd står inte i borgarna, på rutorna framför dem eller på vägarna till broarna ({ $rule })
`,$e=`# Webbklientens meningar (web/). Meningar som spelet också säger finns i common.ftl.
site-title = Camelot
nav-lobby = Lobby
nav-leaders = Topplista
nav-rules = Regler
signed-in = Inloggad som { $name }.
conn-open = Ansluten.
dismiss = Stäng
loading = Laddar…

signup-title = Spela Camelot på nätet
signup-why = Välj ett namn att spela under. Den här webbläsaren sparar ditt konto; det finns inget lösenord.
signup-name = Ditt namn (2 till 32 bokstäver a–z, siffror, _ eller -)
signup-button = Registrera dig och gå till lobbyn

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
invite-title = En utmaning
invite-from = { $player } ({ $rating }) utmanar dig: { $variant } · { $time } · { $rated }
invite-you-play = Du spelar: { $color }
invite-accept = Anta utmaningen
invite-decline = Avböj

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
`,et=[`en`,`ru`,`sv`],tt={en:[Je,Ye],ru:[Xe,Ze],sv:[Qe,$e]},nt=`camelot.lang`;function rt(e){let t=new Ce(e,{useIsolating:!1});for(let n of tt[e]){let e=t.addResource(new Ke(n));e.length>0&&console.error(e)}return t}function it(e,t){for(let n of[e,...t]){let e=(n??``).toLowerCase().split(`-`)[0];if(et.includes(e))return e}return`en`}var A=`en`,at=new Map;function ot(e){let t=at.get(e);return t||at.set(e,t=rt(e)),t}function st(e){A=e,document.documentElement.lang=e;try{localStorage.setItem(nt,e)}catch{}}function j(){return A}function ct(){let e=null;try{e=localStorage.getItem(nt)}catch{e=null}st(it(e,navigator.languages??[navigator.language]))}function M(e){let t=e??`camelot`;return _.find(e=>e.name===t)?.key??t}function N(e,t){return P(A,e,t)}function P(e,t,n){for(let r of[ot(e),ot(`en`)]){let e=r.getMessage(t);if(e?.value)return r.formatPattern(e.value,n)}return t}function lt(e,t=A){return e.why?P(t,e.id,{why:P(t,e.why.id,e.why.args)}):P(t,e.id,e.args)}function F(e,t=null,...n){let r=document.createElement(e);for(let[e,n]of Object.entries(t??{}))n!==void 0&&n!==!1&&(typeof n==`function`?r.addEventListener(e.replace(/^on/,``),n):n===!0?r.setAttribute(e,``):r.setAttribute(e,String(n)));for(let e of n)e!=null&&e!==!1&&r.append(e);return r}var ut=`http://www.w3.org/2000/svg`;function I(e,t={}){let n=document.createElementNS(ut,e);for(let[e,r]of Object.entries(t))n.setAttribute(e,String(r));return n}function L(e,t,n={}){return F(`button`,{type:`button`,onclick:()=>t(),...n},e)}var dt={black_wins:{key:`won-black`,score:`0-1`},draw:{key:`drawn`,score:`½-½`},white_wins:{key:`won-white`,score:`1-0`}},ft={abandonment:`end-abandonment`,agreement:`end-R15-agreement`,all_captured:`end-R13`,bare_kings:`end-R12`,castle_entered:`end-V1-4`,castle_entered_loses:`end-V4-3`,castle_occupied:`end-R11`,eliminated:`end-V1-6`,no_legal_move:`end-R14`,no_move_loses:`end-V1-7`,no_move_wins:`end-V4-5`,no_progress:`end-R15-no-progress`,repetition:`end-R15-repetition`,resignation:`end-R15-resignation`,time_forfeit:`end-time`},pt=`aborted`,mt=`end-aborted`;function ht(e){return e.endsWith(`d`)?`correspondence`:`live`}var R=e=>String(e).padStart(2,`0`);function gt(e,t){let n=Math.max(0,Math.floor(e));if(z(n))return`0:${R(Math.floor(n/1e3))}.${Math.floor(n%1e3/100)}`;let r=Math.floor(n/1e3),[i,a]=[Math.floor(r/86400),Math.floor(r%86400/3600)],[o,s]=[Math.floor(r%3600/60),r%60];return i>0?`${i}d ${a}h`:a>0?ht(t)===`correspondence`?`${a}h ${o}m`:`${a}:${R(o)}:${R(s)}`:`${o}:${R(s)}`}function _t(e,t){return{white:e.white_ms-(e.running===`white`?t:0),black:e.black_ms-(e.running===`black`?t:0)}}function z(e){return e<y}function B(e){return[e.charCodeAt(0)-65,Number(e.slice(1))-1]}function vt(e){let t=Array.from({length:e.ranks},()=>[]);for(let n of e.squares)t[B(n)[1]].push(n);for(let e of t)e.sort((e,t)=>B(e)[0]-B(t)[0]);return t}function V(e,t){let[n,r]=t.trim().split(` `),i=n.split(`/`),a=vt(e);if(i.length!==a.length)throw Error(`position has ${i.length} ranks, the board ${a.length}`);let o=new Map;return i.forEach((e,t)=>{let n=a[a.length-1-t],r=0;for(let i of e.match(/\d+|[MNmnt]/g)??[])if(/^\d+$/.test(i))r+=Number(i);else{let e=n[r++];if(e===void 0)throw Error(`rank ${a.length-t} is too long`);o.set(e,i)}}),{pieces:o,toMove:r===`b`?`black`:`white`}}function yt(e){let t=[0,0,0,0];for(let n of e.pieces.values()){let e=`MNmn`.indexOf(n);e>=0&&t[e]++}return t}var bt=.7,xt=220,St=class{board;onSquare;svg;focusSquare;at;down=null;actedOnDown=!1;flipped=!1;lastPointerUp=-1/0;squares=new Map;targets=new Map;pieces=new Map;laidOut=null;constructor(e,t,n){this.board=e,this.onSquare=t,this.svg=I(`svg`,{viewBox:`-0.7 -0.7 ${e.files+2*bt} ${e.ranks+2*bt}`,class:`board`,role:`group`,"aria-label":n}),this.focusSquare=e.squares[0],this.svg.addEventListener(`pointermove`,e=>{let t=this.down&&this.svg.querySelector(`[data-piece="${this.down}"]`),n=this.svg.getScreenCTM();if(!t||!n||e.buttons===0)return;let r=new DOMPoint(e.clientX,e.clientY).matrixTransform(n.inverse()),[i,a]=this.cell(this.down,this.flipped);t.setAttribute(`transform`,`translate(${r.x-i-.5} ${r.y-a-.5})`),this.svg.append(t)}),this.svg.addEventListener(`pointerup`,e=>{let t=this.down;if(this.down=null,t===null)return;this.lastPointerUp=performance.now(),this.svg.querySelector(`[data-piece="${t}"]`)?.removeAttribute(`transform`);let n=(document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-square]`))?.getAttribute(`data-square`);n&&(n!==t||!this.actedOnDown)&&this.onSquare(n)}),this.svg.addEventListener(`pointercancel`,()=>{this.down=null})}cell(e,t){let[n,r]=B(e);return t?[this.board.files-1-n,r]:[n,this.board.ranks-1-r]}layOut(e){this.svg.replaceChildren(),this.squares.clear(),this.targets.clear(),this.pieces.clear();let t=new Map;for(let e of this.board.castles.white)t.set(e,`castle-white`);for(let e of this.board.castles.black)t.set(e,`castle-black`);let n=new Set(this.board.river);for(let r of this.board.squares){let[i,a]=this.cell(r,e),[o,s]=B(r),c=[`sq`,(o+s)%2==0?`dark`:`light`];t.has(r)&&c.push(t.get(r)),n.has(r)&&c.push(`river`);let l=I(`g`,{class:c.join(` `),role:`button`,"aria-label":r,tabindex:-1,"data-square":r});l.append(I(`rect`,{x:i,y:a,width:1,height:1})),l.addEventListener(`pointerdown`,e=>{let t=e;t.button===0&&(this.svg.setPointerCapture(t.pointerId),this.down=r,this.focusSquare=r,this.actedOnDown=r!==this.at,this.actedOnDown&&this.onSquare(r))}),l.addEventListener(`click`,()=>{performance.now()-this.lastPointerUp<1e3||(this.focusSquare=r,this.onSquare(r))}),l.addEventListener(`keydown`,e=>this.key(e,r,this.flipped)),this.svg.append(l),this.squares.set(r,{g:l,base:c.join(` `),x:i,y:a})}this.coordinates(e),this.laidOut=e}draw(e,t,n){this.at=t.path[t.path.length-1],this.flipped=n,this.laidOut!==n&&this.layOut(n);let r=new Set(t.last),i=new Set(t.path);for(let[n,{g:a,base:o,x:s,y:c}]of this.squares){let l=o;r.has(n)&&(l+=` last`),i.has(n)&&(l+=` path`),t.path.length===0&&t.movable.has(n)&&(l+=` movable`),a.getAttribute(`class`)!==l&&a.setAttribute(`class`,l);let u=n===this.focusSquare?`0`:`-1`;a.getAttribute(`tabindex`)!==u&&a.setAttribute(`tabindex`,u);let d=e.pieces.get(n),f=t.landings.has(n)?d&&d!==`t`?`target capture`:`target`:null,p=this.targets.get(n);if((p?.getAttribute(`class`)??null)!==f&&(p?.remove(),this.targets.delete(n),f)){let e=I(`circle`,{cx:s+.5,cy:c+.5,r:f===`target`?.16:.46,class:f});a.append(e),this.targets.set(n,e)}}let a=new Map(e.pieces),[o,s]=[t.path[0],this.at],c=o===void 0?void 0:a.get(o);c&&s!==void 0&&s!==o&&(a.delete(o),a.set(s,c));for(let[e,t]of this.pieces)a.get(e)!==t.letter&&(t.el.remove(),this.pieces.delete(e));for(let[e,t]of a){if(this.pieces.has(e))continue;let[r,i]=this.cell(e,n),a=Ct(t,r+.5,i+.5,e);this.svg.append(a),this.pieces.set(e,{letter:t,el:a})}}coordinates(e){let{files:t,ranks:n}=this.board;for(let r=0;r<t;r++){let i=I(`text`,{x:(e?t-1-r:r)+.5,y:n+.5,class:`coord`,"aria-hidden":`true`});i.textContent=String.fromCharCode(65+r),this.svg.append(i)}for(let t=0;t<n;t++){let r=I(`text`,{x:-.35,y:(e?t:n-1-t)+.5,class:`coord`,"aria-hidden":`true`});r.textContent=String(t+1),this.svg.append(r)}}key(e,t,n){let r={ArrowUp:[0,-1],ArrowDown:[0,1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key===`Enter`||e.key===` `){e.preventDefault(),this.focusSquare=t,this.onSquare(t);return}let i=r[e.key];if(!i)return;e.preventDefault();let[a,o]=this.cell(t,n);for(let e=1;e<Math.max(this.board.files,this.board.ranks);e++){let t=this.board.squares.find(t=>{let[r,s]=this.cell(t,n);return r===a+i[0]*e&&s===o+i[1]*e});if(t){this.focus(t);return}}}focus(e){this.focusSquare=e;for(let t of this.svg.querySelectorAll(`[data-square]`))t.setAttribute(`tabindex`,t.dataset.square===e?`0`:`-1`),t.dataset.square===e&&t.focus()}animate(e,t){let n=this.svg.querySelector(`[data-piece="${e[0]}"]`);if(!n||e.length<2||matchMedia(`(prefers-reduced-motion: reduce)`).matches)return Promise.resolve();let[r,i]=this.cell(e[0],t),a=e.map(e=>{let[n,a]=this.cell(e,t);return{transform:`translate(${n-r}px, ${a-i}px)`}});return this.svg.append(n),n.animate(a,{duration:xt*(e.length-1),easing:`linear`}).finished.then(()=>void 0,()=>void 0)}};function Ct(e,t,n,r){let i=I(`g`,{class:`piece`,"data-piece":r,"aria-hidden":`true`});if(e===`t`)return i.setAttribute(`class`,`tree`),i.append(I(`polygon`,{points:`${t},${n-.4} ${t-.32},${n+.3} ${t+.32},${n+.3}`})),i;let a=e===e.toUpperCase()?`white`:`black`;return i.classList.add(a),i.append(I(`circle`,{cx:t,cy:n,r:.38})),e.toLowerCase()===`n`?i.append(I(`path`,{class:`crown`,d:`M ${t-.2} ${n+.12} L ${t-.22} ${n-.14} L ${t-.1} ${n-.02} L ${t} ${n-.2} L ${t+.1} ${n-.02} L ${t+.22} ${n-.14} L ${t+.2} ${n+.12} Z`})):i.append(I(`circle`,{cx:t,cy:n,r:.22,class:`inner`})),i}function wt(e){return e.result===`draw`?`drawn`:e.result===`white_wins`==(e.color===`white`)?`won`:`lost`}function Tt(e){let t={won:0,lost:0,drawn:0};for(let n of e)t[wt(n)]+=1;return t}function Et(e){return{wins:e.white.wins+e.black.wins,draws:e.white.draws+e.black.draws,losses:e.white.losses+e.black.losses}}function Dt(e){return`${e.wins}–${e.draws}–${e.losses}`}function H(e){return`${Math.round(e*100)}%`}function Ot(e){return[H(e.white_wins),H(e.black_wins),H(e.draws)]}function kt(e,t){let n=[e];for(let e of new Set(t)){let t=RegExp(`(?<![\\w-])${e}(?![\\w-])`);n=n.flatMap(n=>typeof n==`string`?n.split(t).flatMap((t,n)=>n===0?[t]:[{name:e},t]):[n])}return n.filter(e=>e!==``)}function U(e){return F(`a`,{href:`#player=${encodeURIComponent(e)}`,class:`who`},e)}function At(e){let t=e.st.profile;if(t===null)return F(`section`,{class:`card`},F(`p`,null,N(`loading`)));let n=new Intl.DateTimeFormat(j(),{dateStyle:`medium`}),r=Tt(t.games),i=(...e)=>F(`tr`,null,...e.map(e=>F(`th`,null,e))),a=t.ratings.length?F(`table`,null,F(`caption`,null,N(`player-ratings`)),i(N(`player-class`),N(`leaders-rating`),N(`leaders-games`)),...t.ratings.map(e=>F(`tr`,null,F(`td`,null,N(`class-${e.class}`)),F(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),F(`td`,null,String(e.games))))):F(`p`,null,N(`player-unrated`)),o=t.games.length?F(`table`,null,F(`caption`,null,N(`player-games`,{won:r.won,lost:r.lost,drawn:r.drawn})),i(N(`player-date`),N(`player-opponent`),N(`player-color`),N(`player-result`),N(`player-variant`)),...t.games.map(e=>F(`tr`,null,F(`td`,null,n.format(new Date(e.ended))),F(`td`,null,U(e.opponent)),F(`td`,null,N(`color-${e.color}`)),F(`td`,null,F(`a`,{href:`#game=${e.id}`},`${dt[e.result].score} · ${N(`outcome-${wt(e)}`)}`)),F(`td`,null,`${N(M(e.variant))} ${e.time}`)))):F(`p`,null,N(`player-no-games`)),s=t.results.length?F(`table`,null,F(`caption`,null,N(`player-results`,{name:t.name})),i(N(`player-variant`),N(`player-won`),N(`player-drawn`),N(`player-lost`),N(`player-as-white`),N(`player-as-black`)),...t.results.map(e=>{let t=Et(e);return F(`tr`,null,F(`td`,null,N(M(e.variant))),...[t.wins,t.draws,t.losses].map(e=>F(`td`,null,String(e))),F(`td`,null,Dt(e.white)),F(`td`,null,Dt(e.black)))})):null,c=F(`table`,null,F(`caption`,null,N(`player-variants`)),i(N(`player-variant`),N(`leaders-games`),N(`won-white`),N(`won-black`),N(`drawn`)),...t.variants.map(e=>F(`tr`,null,F(`td`,null,N(M(e.variant))),F(`td`,null,String(e.games)),...Ot(e).map(e=>F(`td`,null,e)))));return F(`section`,{class:`card player-page`},F(`h2`,null,N(`player-title`,{name:t.name})),a,o,s,c)}function W(e,t){return kt(e,t).map(e=>typeof e==`string`?e:U(e.name))}var G=null;function jt(e,t){let n=t.view.variant??`camelot`,r=e.st.boards.get(n);if(!r)return null;let i=`${t.view.id}`;return G?.key!==i&&(G={key:i,view:new St(r,t=>e.square(t),N(`board-label`))}),G.view}function Mt(e,t){let n=jt(e,t),r=e.st.boards.get(t.view.variant??`camelot`);if(!n||!r)return null;let i=t.review&&t.over?t.review:null,a=i?i.positions[i.at]:t.view.position,o=i?i.moves[i.at-1]:t.view.moves[t.view.moves.length-1],s=t.legalPly===t.view.moves.length;return n.draw(V(r,a),{path:t.path,landings:s&&t.path.length>0?u(t.legal,t.path):new Set,movable:s?c(t.legal):new Set,last:o?p(o):[]},e.st.flipped),n.svg}function Nt(e,t){return G?G.view.animate(e,t):Promise.resolve()}function Pt(e,t){let n=_t(e.view.clock,performance.now()-e.clockAt)[t];return F(`div`,{class:`clock ${t}${e.view.clock.running===t?` running`:``}${z(n)?` low`:``}`,"data-clock":t,role:`timer`,"aria-label":N(`clock-${t}`)},gt(n,e.view.time))}function Ft(e){let t=_t(e.view.clock,performance.now()-e.clockAt);for(let n of[`white`,`black`]){let r=document.querySelector(`[data-clock="${n}"]`);r&&(r.textContent=gt(t[n],e.view.time),r.classList.toggle(`low`,z(t[n])))}let n=document.querySelector(`[data-gone]`);if(n&&e.gone){let t=performance.now();n.textContent=It(e,t);for(let n of document.querySelectorAll(`[data-claim]`))n.disabled=h(e,t)>0}}function It(e,t){let n=e.gone.side,[r,i]=[e.view[n],h(e,t)],a=e.view.to_move===n;return a&&i<=0?N(`online-gone-claimable`,{name:r}):N(a?`online-gone-wait`:`online-gone-their-turn`,{name:r,wait:gt(i,e.view.time)})}function K(e,t,n){let r=t.view[n],i=t.view.ratings?t.view.ratings[n===`white`?0:1]:null,a=e.st.boards.get(t.view.variant??`camelot`),o=``;if(a){let[e,r,i,s]=yt(V(a,a.start)),[c,l,u,d]=yt(V(a,t.view.position));o=n===`white`?`●`.repeat(i-u)+`◆`.repeat(s-d):`○`.repeat(e-c)+`◇`.repeat(r-l)}return F(`div`,{class:`player ${n}${t.view.to_move===n&&!t.over?` to-move`:``}`},F(`span`,{class:`name`},U(r),i===null?``:` (${i})`),F(`span`,{class:`taken`,"aria-label":N(`captured`)},o),Pt(t,n))}function Lt(e){if(!e.over)return null;let t=e.over,n=t.result===null?N(pt):`${dt[t.result].score} · ${N(dt[t.result].key)}`,r=N(t.termination===null?mt:ft[t.termination]),i=[F(`strong`,null,n),F(`span`,null,r)];if(t.rating)for(let n of[`white`,`black`]){let r=t.rating[n],a=Math.round(r.after-r.before);i.push(F(`span`,null,N(`rating-change`,{player:e.view[n],after:String(Math.round(r.after)),change:`${a>=0?`+`:``}${a}`})))}return F(`div`,{class:`result`,role:`status`},...i)}function Rt(e,t,n){return F(`div`,{class:`actions offers`},...t.rematch===`theirs`?[F(`span`,null,N(`rematch-offered-by`,{name:t.view[zt(n)]})),L(N(`rematch-accept`),()=>e.rematch(t,`accept`),{class:`primary`}),L(N(`rematch-decline`),()=>e.rematch(t,`decline`))]:t.rematch===`mine`?[F(`span`,{role:`status`},N(`rematch-waiting`))]:[t.rematch===`declined`?F(`span`,null,N(`rematch-declined`)):null,L(N(`rematch-offer`),()=>e.rematch(t,`offer`))])}function zt(e){return e===`white`?`black`:`white`}function Bt(e,t,n){let r=t.view.id,i=t.view.draw_offer&&t.view.draw_offer!==n,a=t.view.takeback_offer&&t.view.takeback_offer!==n,o=t.view[zt(n)],s=[];if(i&&s.push(F(`p`,{role:`status`},N(`online-draw-offered-by`,{name:o})),L(N(`draw-accept`),()=>e.send({type:`accept_draw`,game:r})),L(N(`draw-decline`),()=>e.send({type:`decline_draw`,game:r}))),a&&s.push(F(`p`,{role:`status`},N(`online-takeback-by`,{name:o})),L(N(`takeback-accept`),()=>e.send({type:`accept_takeback`,game:r})),L(N(`takeback-decline`),()=>e.send({type:`decline_takeback`,game:r}))),t.view.draw_offer===n&&s.push(F(`p`,{role:`status`},N(`online-draw-waiting`))),t.view.takeback_offer===n&&s.push(F(`p`,{role:`status`},N(`online-takeback-waiting`))),s.push(t.view.draw_offer===n?L(N(`draw-withdraw`),()=>e.send({type:`withdraw_draw`,game:r})):L(N(`draw-offer`),()=>e.send({type:`offer_draw`,game:r})),t.view.takeback_offer===n?L(N(`takeback-withdraw`),()=>e.send({type:`withdraw_takeback`,game:r})):L(N(`takeback-offer`),()=>e.send({type:`offer_takeback`,game:r}),{disabled:t.view.moves.length===0})),t.view.moves.length<2&&s.push(L(N(`abort`),()=>e.send({type:`abort`,game:r}))),s.push(L(N(t.resignArmed?`resign-confirm`:`resign`),()=>{t.resignArmed&&e.send({type:`resign`,game:r}),t.resignArmed=!t.resignArmed,e.onChange()},{class:t.resignArmed?`danger`:``})),t.gone&&t.gone.side!==n){let n=h(t,performance.now());s.push(F(`p`,{"data-gone":``,role:`status`},It(t,performance.now())),L(N(`claim-win`),()=>e.send({type:`claim_win`,game:r}),{"data-claim":``,disabled:n>0}),L(N(`claim-draw`),()=>e.send({type:`claim_draw`,game:r}),{"data-claim":``,disabled:n>0}))}return F(`div`,{class:`offers`},...s)}var Vt=null;function Ht(e,t){Vt??=F(`input`,{id:`typed`,autocomplete:`off`,spellcheck:`false`,placeholder:`E7-E8`});let n=Vt;n.setAttribute(`aria-label`,N(`typed-label`));let r=F(`form`,{class:`typed`,onsubmit:r=>{r.preventDefault();let i=n.value.trim();i&&(e.play(t,i),n.value=``)}},F(`label`,{for:`typed`},N(`typed-label`)),n,F(`button`,{type:`submit`},N(`typed-play`))),i=t.path.length>1,a=l(t.legal,t.path)!==null;return F(`div`,{class:`entry`},r,i||a?F(`div`,{class:`actions`},a?L(N(`end-here`,{square:t.path[t.path.length-1]}),()=>e.endHere(),{class:`primary`}):null,L(N(`move-cancel`),()=>e.cancelMove())):null)}function Ut(e,t){let n=t.over?t.review:null,r=n?n.moves:t.view.moves,i=t=>{let i=r[t];if(i===void 0)return``;let a=n&&n.at===t+1?` current`:``;return n?L(i,()=>(n.at=t+1,e.onChange()),{class:`ply${a}`}):F(`span`,{class:`ply`},i)},a=[];for(let e=0;e<r.length;e+=2)a.push(F(`li`,null,F(`span`,null,`${e/2+1}.`),i(e),i(e+1)));let o=n?F(`div`,{class:`actions`},L(N(`review-start`),()=>(n.at=0,e.onChange())),L(N(`review-back`),()=>(n.at=Math.max(0,n.at-1),e.onChange())),L(N(`review-forward`),()=>(n.at=Math.min(n.positions.length-1,n.at+1),e.onChange())),L(N(`review-end`),()=>(n.at=n.positions.length-1,e.onChange())),n.record?L(N(`download`),()=>Wt(t.view.id,n.record)):null):null;return F(`div`,{class:`moves`},F(`h3`,null,N(`moves-title`)),F(`ol`,null,...a),o)}function Wt(e,t){let n=URL.createObjectURL(new Blob([t],{type:`text/plain`})),r=F(`a`,{href:n,download:`game-${e}.camelot`});document.body.append(r),r.click(),r.remove(),URL.revokeObjectURL(n)}var q=null;function Gt(e,t){let n=m(e.st,t.view),r=e.st.flipped?`white`:`black`,i=e.st.flipped?`black`:`white`,a=Mt(e,t),o=n!==null&&!t.over&&t.view.to_move===n,s=t.over?null:F(`p`,{class:`turn`,role:`status`},o?N(`your-move`):N(`their-move`,{player:t.view[t.view.to_move]}));if(q?.id!==t.view.id){let e=F(`div`,{class:`board-wrap`}),n=F(`div`,{class:`panel`});q={id:t.view.id,play:F(`div`,{class:`play`},e,n),wrap:e,panel:n}}let c=a??F(`p`,null,N(`loading`)),[l,u,d]=q.wrap.children;u===c?(l.replaceWith(K(e,t,r)),d.replaceWith(K(e,t,i))):q.wrap.replaceChildren(K(e,t,r),c,K(e,t,i));let f=[F(`h2`,null,N(`game-title`,{id:t.view.id,variant:N(M(t.view.variant)),time:t.view.time})),s,Lt(t),t.note?F(`p`,{class:`note`,role:`alert`,title:t.note.detail??``},lt(t.note)):null,n!==null&&!t.over?Ht(e,t):null,n!==null&&!t.over?Bt(e,t,n):null,n!==null&&t.over?Rt(e,t,n):null,F(`div`,{class:`actions`},L(N(`flip`),()=>(e.st.flipped=!e.st.flipped,e.onChange())),L(N(`back-lobby`),()=>{e.st.page=`lobby`,location.hash=``,e.refreshLobby(),e.onChange()})),Ut(e,t)];return q.panel.replaceChildren(...f.filter(e=>e!==null)),q.play}var Kt=`camelot-account`;function qt(e){return`${e.protocol===`https:`?`wss`:`ws`}://${e.host}/`}function Jt(e,t,n){return`${Kt} ${qt(e)} ${t} ${n}`}function Yt(e,t){let n=e.trim().split(/\s+/);if(n.length!==4||n[0]!==Kt)return{kind:`malformed`};let[,r,i,a]=n,o;try{o=new URL(r.includes(`://`)?r:`ws://${r}`)}catch{return{kind:`malformed`}}return o.protocol!==`ws:`&&o.protocol!==`wss:`?{kind:`malformed`}:o.host.toLowerCase()===t.host.toLowerCase()&&o.protocol===new URL(qt(t)).protocol?{kind:`account`,name:i,token:a}:{kind:`other-server`,server:r}}function Xt(e){let t=e.st,n=r.token(),i=t.showCode&&t.me!==null&&n!==null?[F(`label`,{for:`my-code`},N(`account-code-label`)),F(`textarea`,{id:`my-code`,readonly:!0,rows:2,spellcheck:`false`},Jt(location,t.me,n)),F(`p`,null,N(`account-code-why`))]:[];return F(`section`,{class:`card account`},F(`h2`,null,N(`account-title`)),n===null?null:L(N(t.showCode?`account-hide`:`account-show`),()=>{t.showCode=!t.showCode,e.onChange()}),...i,Qt(e,!0))}var Zt=new Map;function Qt(e,t){let n=`${j()}|${t}`,r=Zt.get(n);r||(r=$t(e,t),Zt.set(n,r));let i=r.querySelector(`.account-note`),a=e.st.accountNote;return i.replaceChildren(a?N(a.id,a.args):``),r}function $t(e,t){let n=t?`use-code-again`:`use-code`,r=F(`input`,{id:n,name:n,autocomplete:`off`,spellcheck:`false`,required:!0});return F(`form`,{class:`use-code`,onsubmit:t=>{t.preventDefault();let n=Yt(r.value,location),i=e.st;if(n.kind===`malformed`)i.accountNote={id:`account-code-malformed`};else if(n.kind===`other-server`)i.accountNote={id:`account-code-other-server`,args:{server:n.server,here:location.host}};else{r.value=``,i.accountNote=null,e.signInAs(n.token);return}e.onChange()}},F(`h3`,null,N(`account-use-title`)),F(`p`,null,N(t?`account-use-replaces`:`account-use-why`)),F(`label`,{for:n},N(`account-use-label`)),r,F(`button`,{type:`submit`},N(`account-use-button`)),F(`p`,{class:`account-note`,role:`alert`}))}function en(e){return e===`white`?`black`:e===`black`?`white`:`any`}var tn=[`any`,`white`,`black`];function nn(e){let t=F(`input`,{id:`name`,name:`name`,autocomplete:`nickname`,required:!0,pattern:ne});return F(`div`,{class:`welcome`},F(`form`,{class:`card signup`,onsubmit:n=>{n.preventDefault(),e.st.error=null,e.conn.open(t.value.trim())}},F(`h2`,null,N(`signup-title`)),F(`p`,null,N(`signup-why`)),F(`label`,{for:`name`},N(`signup-name`)),t,F(`button`,{type:`submit`},N(`signup-button`))),F(`section`,{class:`card`},Qt(e,!1)))}function rn(e,t){let n=e.st.mySeeks.has(t.id)||t.player===e.st.me;return F(`li`,{class:`seek`},F(`span`,null,...W(N(`seek-line`,{player:t.player,rating:String(t.rating),variant:N(M(t.variant)),time:t.time,color:N(`color-${t.color}`),rated:N(t.rated?`rated`:`casual`)}),[t.player])),n?L(N(`seek-cancel`),()=>e.send({type:`cancel_seek`,seek:t.id})):L(N(`seek-accept`),()=>e.send({type:`accept`,seek:t.id})))}function J(e,t,n){return F(`select`,{id:e,name:e},...t.map(e=>F(`option`,{value:e},n(e))))}var Y=null;function an(e){let t=`${j()}|${e.inviteCode}`;return Y?.key!==t&&(Y={key:t,el:on(e)}),Y.el}function on(e){let t=J(`variant`,_.map(e=>e.name),e=>N(M(e))),n=J(`time`,g.map(e=>e.time),e=>e);n.value=`5+3`;let r=J(`color`,tn,e=>N(`color-${e}`)),i=F(`input`,{type:`checkbox`,id:`rated`,checked:!0}),a=()=>({time:n.value,color:r.value,rated:i.checked,variant:t.value});return F(`section`,{class:`card`},F(`h2`,null,N(`seek-new`)),F(`div`,{class:`fields`},F(`label`,{for:`variant`},N(`field-variant`)),t,F(`label`,{for:`time`},N(`field-time`)),n,F(`label`,{for:`color`},N(`field-color`)),r,F(`label`,{for:`rated`},N(`field-rated`)),i),F(`div`,{class:`actions`},L(N(`seek-post`),()=>e.send({type:`seek`,...a()})),L(N(`invite-make`),()=>e.send({type:`challenge`,...a()}))),e.inviteCode?cn(e.inviteCode):null)}function sn(e){let t=e.st.challenge;if(t===null)return null;let n=t.seek;return F(`section`,{class:`card challenge`,"aria-live":`polite`},F(`h2`,null,N(`invite-title`)),F(`p`,null,...W(N(`invite-from`,{player:n.player,rating:String(n.rating),variant:N(M(n.variant)),time:n.time,rated:N(n.rated?`rated`:`casual`)}),[n.player])),F(`p`,null,N(`invite-you-play`,{color:N(`color-${en(n.color)}`)})),F(`div`,{class:`actions`},L(N(`invite-accept`),()=>e.answerInvite(!0),{class:`primary`}),L(N(`invite-decline`),()=>e.answerInvite(!1))))}function cn(e){let t=`${location.origin}/#invite=${e}`,n=F(`input`,{readonly:!0,value:t,"aria-label":N(`invite-link`)});return F(`p`,{class:`invite`},F(`span`,null,N(`invite-pass`)),n,L(N(`invite-copy`),()=>{n.select(),navigator.clipboard?.writeText(t)}))}function ln(e){let t=e.st,n=[...t.seeks.values()],r=[...t.games.values()].filter(e=>e.view.status===`active`&&(e.view.white===t.me||e.view.black===t.me)),i=[...t.games.values()].filter(e=>e.rematch===`theirs`);return F(`div`,{class:`lobby`},sn(e),i.length>0?F(`section`,{class:`card`,"aria-live":`polite`},F(`h2`,null,N(`rematch-offers`)),F(`ul`,null,...i.map(n=>{let r=n.view.white===t.me?n.view.black:n.view.white;return F(`li`,null,F(`span`,null,...W(N(`rematch-from`,{player:r,time:n.view.time}),[r])),L(N(`rematch-accept`),()=>e.rematch(n,`accept`),{class:`primary`}),L(N(`rematch-decline`),()=>e.rematch(n,`decline`)))}))):null,r.length>0?F(`section`,{class:`card`},F(`h2`,null,N(`my-games`)),F(`ul`,null,...r.map(t=>F(`li`,null,F(`span`,null,...W(N(`game-line`,{white:t.view.white,black:t.view.black,time:t.view.time}),[t.view.white,t.view.black])),L(N(`game-open`),()=>e.watch(t.view.id)))))):null,F(`section`,{class:`card`,"aria-live":`polite`},F(`h2`,null,N(`seeks-title`)),n.length===0?F(`p`,{class:`empty`},N(`lobby-no-seeks`)):F(`ul`,{class:`seeks`},...n.map(t=>rn(e,t)))),an(e),F(`section`,{class:`card`},F(`h2`,null,N(`live-title`)),t.live.length===0?F(`p`,{class:`empty`},N(`lobby-none-live`)):F(`ul`,null,...t.live.map(t=>F(`li`,null,F(`span`,null,...W(N(`game-line`,{white:t.white,black:t.black,time:t.time}),[t.white,t.black])),L(N(`game-watch`),()=>e.watch(t.id)))))),Xt(e))}function un(e){let t=e.st.leaders,n=t=>e.send({type:`leaderboard`,class:t});return F(`section`,{class:`card`},F(`h2`,null,N(`leaders-title`)),F(`div`,{class:`actions`},L(N(`class-live`),()=>n(`live`)),L(N(`class-correspondence`),()=>n(`correspondence`))),t===null?null:F(`table`,null,F(`caption`,null,N(`class-${t.class}`)),F(`tr`,null,F(`th`,null,`#`),F(`th`,null,N(`leaders-player`)),F(`th`,null,N(`leaders-rating`)),F(`th`,null,N(`leaders-games`))),...t.entries.map((e,t)=>F(`tr`,null,F(`td`,null,String(t+1)),F(`td`,null,U(e.player)),F(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),F(`td`,null,String(e.games))))))}function dn(){let e=[];for(let t=1;;t++){let n=`rules-${t}`,r=N(n);if(r===n)break;e.push(F(`p`,null,r))}return F(`article`,{class:`card rules`},F(`h2`,null,N(`rules-title`)),...e)}ct();var X=new re,fn=document.getElementById(`app`);function pn(){let[e,t]=location.hash.slice(1).split(`=`),n=X.st;if(e===`invite`&&t)n.invite=t,n.me!==null&&X.showInvite();else if(e===`game`&&t){let e=Number(t);Number.isInteger(e)&&e>0&&(n.current=e,n.page=`game`,n.me!==null&&!n.games.has(e)&&X.watch(e))}else e===`player`&&t?X.showPlayer(decodeURIComponent(t)):e===`leaders`||e===`rules`?(n.page=e,e===`leaders`&&n.leaders===null&&X.send({type:`leaderboard`,class:`live`})):n.page=`lobby`;$()}function mn(){let e=F(`select`,{id:`lang`,"aria-label":N(`language`),onchange:e=>{st(e.target.value),$()}},...et.map(e=>F(`option`,{value:e,selected:e===j()},N(`lang-${e}`)))),t=X.st;return F(`header`,null,F(`h1`,null,F(`a`,{href:`#`},N(`site-title`))),F(`nav`,null,F(`a`,{href:`#`},N(`nav-lobby`)),F(`a`,{href:`#leaders`},N(`nav-leaders`)),F(`a`,{href:`#rules`},N(`nav-rules`))),F(`span`,{class:`conn ${t.conn}`,role:`status`},t.me?N(`signed-in`,{name:t.me}):``,` `,hn()),e)}function hn(){let e=X.st;return e.conn===`open`?N(`conn-open`):e.conn===`connecting`?N(`online-connecting`):X.conn.attempt>0?N(`signin-reconnecting`,{attempt:X.conn.attempt}):N(`online-not-connected`)}function gn(){let e=X.st,t=e.error?F(`p`,{class:`note`,role:`alert`,title:e.error.detail??``},lt(e.error),` `,L(N(`dismiss`),()=>(e.error=null,$()))):null;if(e.page===`rules`)return[dn()];if(e.me===null)return[t,r.token()!==null&&e.conn!==`closed`?F(`p`,null,N(`loading`)):nn(X)];if(e.page===`leaders`)return[t,un(X)];if(e.page===`player`)return[t,At(X)];let n=X.game();return e.page===`game`&&n?[t,Gt(X,n)]:[t,ln(X)]}var Z=F(`main`);fn.replaceChildren(F(`header`),Z);var Q=!1;function $(){if(Q)return;let e=document.activeElement,t=e?.getAttribute(`data-square`),n=e?.id;fn.firstElementChild.replaceWith(mn());let r=gn().filter(e=>e!==null);r.length===Z.children.length&&r.every((e,t)=>Z.children[t]===e)||Z.replaceChildren(...r),(t?fn.querySelector(`[data-square="${t}"]`):n?document.getElementById(n):null)?.focus()}X.onChange=e=>{let t=X.game();e&&t&&e.game===t.view.id&&X.st.page===`game`?(Q=!0,Nt(e.squares,X.st.flipped).then(()=>{Q=!1,$()})):$()},window.addEventListener(`hashchange`,pn),window.addEventListener(`keydown`,e=>{let t=document.getElementById(`typed`);e.key===`/`&&t&&document.activeElement?.tagName!==`INPUT`&&(e.preventDefault(),t.focus())}),setInterval(()=>{let e=X.game();e&&X.st.page===`game`&&!Q&&Ft(e)},100),setInterval(()=>{X.st.page===`lobby`&&X.st.conn===`open`&&X.refreshLobby()},3e3),pn(),r.token()!==null&&X.conn.open();