(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=`camelot.token`,t=class t{onMessage;onState;ws=null;retry=500;queue=[];state=`closed`;attempt=0;signUp=null;constructor(e,t){this.onMessage=e,this.onState=t}static token(){try{return localStorage.getItem(e)}catch{return null}}static keep(t){try{localStorage.setItem(e,t)}catch{}}static forget(){try{localStorage.removeItem(e)}catch{}}open(e=null){this.signUp=e,this.ws?.close();let n=`${location.protocol===`https:`?`wss`:`ws`}://${location.host}/`,r=new WebSocket(n);this.ws=r,this.setState(`connecting`),r.onopen=()=>{this.retry=500;let e=t.token(),n=e!==null&&this.signUp===null?{type:`hello`,protocol:2,token:e}:{type:`hello`,protocol:2,name:this.signUp??void 0};r.send(JSON.stringify(n))},r.onmessage=e=>{let n;try{n=JSON.parse(String(e.data))}catch{return}if(n.type===`welcome`){let e=n;e.token&&t.keep(e.token),this.signUp=null,this.attempt=0,this.setState(`open`);for(let e of this.queue.splice(0))r.send(e)}this.onMessage(n)},r.onclose=()=>{if(this.ws!==r)return;let e=t.token()!==null;e&&(this.attempt+=1),this.setState(`closed`),e&&(setTimeout(()=>this.ws===r&&this.open(),this.retry),this.retry=Math.min(this.retry*2,8e3))}}send(e){let t=JSON.stringify(e);this.ws&&this.state===`open`?this.ws.send(t):this.queue.push(t)}setState(e){this.state=e,this.onState(e)}},n={phase:`moving`,moves:[]};function r(e,t){return e.filter(e=>t.every((t,n)=>e.path[n]===t))}function i(e){return e.phase===`placing_trees`}function a(e,t){return e.filter(e=>t.every(t=>e.path.includes(t)))}function o(e){let{moves:t}=e;return new Set(i(e)?t.flatMap(e=>e.path):t.map(e=>e.path[0]))}function s(e,t){return i(e)||t.length<2?null:r(e.moves,t).find(e=>e.path.length===t.length)?.notation??null}function c(e,t){return i(e)?new Set(a(e.moves,t).flatMap(e=>e.path.filter(e=>!t.includes(e)))):new Set(r(e.moves,t).filter(e=>e.path.length>t.length).map(e=>e.path[t.length]))}function l(e,t,n){if(i(e))return u(e.moves,t,n);if(t.length===0)return o(e).has(n)?{kind:`select`,path:[n]}:{kind:`ignore`};if(n===t[t.length-1]){let n=s(e,t);return n?{kind:`play`,notation:n}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}if(c(e,t).has(n)){let r=[...t,n],i=s(e,r);return i&&c(e,r).size===0?{kind:`play`,notation:i}:{kind:`leg`,path:r}}return t.length===1&&o(e).has(n)?{kind:`select`,path:[n]}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}function u(e,t,n){if(t.includes(n))return{kind:`trees`,path:t.filter(e=>e!==n)};let r=[...t,n],i=a(e,r);if(i.length===0)return{kind:`ignore`};let o=i.find(e=>e.path.length===r.length);return o?{kind:`play`,notation:o.notation}:{kind:`trees`,path:r}}function d(e){return e.trim().split(/[-x,^]/i).map(e=>e.trim().toUpperCase()).filter(e=>e.length>0)}function f(){return{me:null,conn:`closed`,seeks:new Map,mySeeks:new Set,live:[],games:new Map,current:null,invite:null,challenge:null,boards:new Map,leaders:null,flipped:!1,page:`lobby`,profile:null,profileName:null,error:null,showCode:!1,accountNote:null,board:null}}function p(e){return{view:e,clockAt:performance.now(),legal:n,legalPly:-1,path:[],over:e.status===`active`?null:{result:e.result??null,termination:e.termination??null},gone:e.gone?{side:e.gone.side,inMs:e.gone.claimable_in_ms,at:performance.now()}:null,review:null,analysis:null,showBest:!1,note:null,resignArmed:!1,rematch:null}}function m(e,t){return e.me===null?null:t.white===e.me?`white`:t.black===e.me?`black`:null}function h(e,t){if(!e.gone)return 1/0;let n=e.view.to_move===e.gone.side;return e.gone.inMs-(n?t-e.gone.at:0)}var g=[{class:`live`,time:`1+0`},{class:`live`,time:`3+2`},{class:`live`,time:`5+3`},{class:`live`,time:`10+5`},{class:`live`,time:`15+10`},{class:`live`,time:`30+0`},{class:`correspondence`,time:`1d`},{class:`correspondence`,time:`3d`},{class:`correspondence`,time:`7d`}],_=[{key:`variant-camelot`,name:`camelot`},{key:`variant-camette`,name:`camette`},{key:`variant-cam`,name:`cam`},{key:`variant-chivalry`,name:`chivalry`},{key:`variant-anti`,name:`anti`},{key:`variant-river`,name:`river`}],v=`[A-Za-z0-9][A-Za-z0-9_\\-]{1,31}`,ee={bad_placement:`illegal-bad-placement`,canter_after_jump:`illegal-canter-after-jump`,canter_into_own_castle:`illegal-canter-into-own-castle`,canter_leads_nowhere:`illegal-canter-leads-nowhere`,capture_due:`illegal-capture-due`,castle_full:`illegal-castle-full`,charge_misses_capture:`illegal-charge-misses-capture`,charge_must_capture:`illegal-charge-must-capture`,ended_in_their_castle:`illegal-ended-in-their-castle`,game_ended:`illegal-game-over`,game_over:`illegal-game-over`,in_their_castle:`illegal-in-their-castle`,into_own_castle:`illegal-into-own-castle`,jump_goes_on:`illegal-jump-goes-on`,jump_not_here:`illegal-jump-not-here`,landed_twice:`illegal-landed-twice`,man_cannot_charge:`illegal-man-cannot-charge`,must_leave_castle:`illegal-must-leave-castle`,no_castle_moves_left:`illegal-no-castle-moves-left`,no_leg:`illegal-no-leg`,no_legal_move:`illegal-no-legal-move`,no_piece:`illegal-no-piece`,no_run:`illegal-no-run`,not_a_leg:`illegal-not-a-leg`,not_a_tree_square:`illegal-not-a-tree-square`,not_declarable:`illegal-not-declarable`,not_empty:`illegal-not-empty`,not_yours:`illegal-not-yours`,nothing_to_leap:`illegal-nothing-to-leap`,only_castle_move:`illegal-only-castle-move`,place_trees_first:`illegal-place-trees-first`,step_after_leap:`illegal-step-after-leap`,step_is_single:`illegal-step-is-single`,tree_across_river:`illegal-tree-across-river`,tree_in_river:`illegal-tree-in-river`,tree_on_piece:`illegal-tree-on-piece`,tree_on_tree:`illegal-tree-on-tree`,trees_placed:`illegal-trees-placed`,wrong_joint:`illegal-wrong-joint`,wrong_leg_kind:`illegal-wrong-leg-kind`},te=1e4;function ne(e){let t=e.illegal;if(!t)return{id:`error-${e.code}`,detail:e.message};let n={};for(let[e,r]of Object.entries(t.args))r!==void 0&&(n[e]=r);return t.rule&&(n.rule=t.rule),{id:`error-illegal`,detail:e.message,why:{id:ee[t.code]??`error-illegal_move`,args:n}}}var y=class{st=f();conn;onChange=()=>{};constructor(){this.conn=new t(e=>this.receive(e),e=>{this.st.conn=e,this.onChange()})}send(e){this.conn.send(e)}signInAs(e){t.keep(e);let n=this.st;n.me=null,n.games.clear(),n.current=null,n.mySeeks.clear(),n.showCode=!1,n.page=`lobby`,this.conn.open(),this.onChange()}showInvite(){this.st.invite!==null&&(this.send({type:`show_invite`,invite:this.st.invite}),this.st.invite=null)}answerInvite(e){let t=this.st.challenge;t!==null&&(e&&this.send({type:`accept_invite`,invite:t.invite}),this.st.challenge=null,history.replaceState(null,``,location.pathname),this.onChange())}game(){return this.st.current===null?void 0:this.st.games.get(this.st.current)}receive(e){let r=this.st;switch(e.type){case`welcome`:{let t=e;r.me=t.player||null;for(let e of t.games)this.takeGame(e,!1);this.refreshLobby(),r.invite&&this.showInvite(),r.current!==null&&this.watch(r.current),r.page===`player`&&r.profileName&&this.showPlayer(r.profileName);break}case`error`:{let n=e;n.code===`bad_token`&&(t.forget(),r.me=null);let i=this.game();i?.analysis===`asked`&&(i.analysis=null),r.board===`asked`&&(r.board=null);let a=i&&r.page===`game`,o=ne(n);a?(i.note=o,i.path=[],this.askLegal(i)):r.error=o;break}case`seeks`:r.seeks=new Map(e.seeks.map(e=>[e.id,e]));break;case`seek_posted`:{let t=e.seek;r.seeks.set(t.id,t),r.mySeeks.add(t.id);break}case`seek_opened`:{let t=e.seek;r.seeks.set(t.id,t);break}case`seek_closed`:{let t=e.seek;r.seeks.delete(t),r.mySeeks.delete(t);break}case`challenge`:this.inviteCode=e.invite;break;case`invite`:{let t=e;r.challenge={invite:t.invite,seek:t.seek},r.page=`lobby`;break}case`games`:for(let t of e.games)this.takeGame(t,!1);break;case`live_games`:r.live=e.games;break;case`game`:this.takeGame(e.game,!0);break;case`moved`:return this.moved(e);case`game_over`:{let t=e,i=r.games.get(t.game);i&&(i.over={result:t.result,termination:t.termination,rating:t.rating??void 0},i.view.status=t.result===null?`aborted`:`finished`,i.view.clock.running=null,i.legal=n,i.path=[],i.gone=null,i.note=null,this.send({type:`review`,game:t.game}));break}case`draw_offered`:case`takeback_offered`:{let t=e,n=r.games.get(t.game);n&&(e.type===`draw_offered`?n.view.draw_offer=t.by:n.view.takeback_offer=t.by,n.note=null);break}case`draw_declined`:case`takeback_declined`:{let t=r.games.get(e.game);if(t){let n=e.type===`draw_declined`,i=t.view[n?`draw_offer`:`takeback_offer`]===m(r,t.view);t.view[n?`draw_offer`:`takeback_offer`]=void 0,t.note={id:`${n?`draw`:`takeback`}-declined${i?``:`-by-you`}`}}break}case`draw_withdrawn`:case`takeback_withdrawn`:{let t=e,n=r.games.get(t.game);if(n){let i=e.type===`draw_withdrawn`;n.view[i?`draw_offer`:`takeback_offer`]=void 0;let a=t.by===`white`?n.view.white:n.view.black;n.note=t.by===m(r,n.view)?null:{id:`${i?`draw`:`takeback`}-withdrawn`,args:{name:a}}}break}case`player_gone`:{let t=e,n=r.games.get(t.game);n&&(n.gone={side:t.side,inMs:t.claimable_in_ms,at:performance.now()});break}case`player_back`:{let t=r.games.get(e.game);t&&(t.gone=null);break}case`leaderboard`:{let t=e;r.leaders={class:t.class,entries:t.entries};break}case`player_profile`:r.profile=e.profile;break;case`rematch_offered`:{let t=r.games.get(e.game);t&&(t.rematch=`theirs`);break}case`rematch_declined`:{let t=r.games.get(e.game);t&&(t.rematch=t.rematch===`mine`?`declined`:null);break}case`legal_moves`:{let t=e,n=r.games.get(t.game);n&&t.ply===n.view.moves.length&&(n.legal={phase:t.phase??`moving`,moves:t.moves},n.legalPly=t.ply);break}case`board`:{let t=e;r.boards.set(t.variant,t.board);break}case`review`:{let t=e,n=r.games.get(t.game);n&&(n.review={positions:t.positions,moves:t.moves,at:t.positions.length-1,record:t.record??void 0});break}case`analysis`:{let t=e,n=r.games.get(t.game);n&&(n.analysis={evaluations:t.evaluations,marks:t.marks});break}case`position_analysis`:{let t=e;r.board={position:t.position,evaluation:t.evaluation};break}default:return}this.onChange()}inviteCode=null;takeGame(e,t){let n=this.st,r=n.games.get(e.id),i=p(e);if(r&&r.view.status!==`active`&&e.status===`active`)return;r&&(i.review=r.review,i.analysis=r.analysis),n.games.set(e.id,i),n.boards.has(e.variant??`camelot`)||this.send({type:`board`,variant:e.variant??`camelot`});let a=m(n,e);t&&(a!==null||n.current===e.id)&&((n.current!==e.id||n.page!==`game`)&&(n.flipped=a===`black`),n.current=e.id,n.page=`game`,location.hash=`game=${e.id}`),e.status!==`active`&&this.send({type:`review`,game:e.id}),this.askLegal(i)}showPlayer(e){this.st.profile?.name.toLowerCase()!==e.toLowerCase()&&(this.st.profile=null),this.st.page=`player`,this.st.profileName=e,this.st.me!==null&&this.send({type:`player`,name:e})}rematch(e,t){this.send({type:`${t}_rematch`,game:e.view.id}),e.rematch=t===`offer`?`mine`:null,this.onChange()}watch(e){let t=this.st.games.get(e);this.st.current=e,t&&m(this.st,t.view)!==null?(this.st.page=`game`,location.hash=`game=${e}`,this.onChange()):this.send({type:`watch`,game:e})}moved(e){let t=this.st.games.get(e.game);if(!t||e.ply<=t.view.moves.length)return;if(e.ply>t.view.moves.length+1){this.send(m(this.st,t.view)?{type:`my_games`}:{type:`watch`,game:e.game});return}let r=d(e.move);t.view.moves.push(e.move),t.view.position=e.position,t.view.to_move=e.position.split(` `)[1]===`b`?`black`:`white`,t.view.clock=e.clock,t.clockAt=performance.now(),t.view.draw_offer=void 0,t.view.takeback_offer=void 0,t.legal=n,t.path=[],t.note=null,t.resignArmed=!1,this.askLegal(t),this.onChange({game:e.game,squares:r})}askLegal(e){let t=m(this.st,e.view);e.view.status===`active`&&t===e.view.to_move&&this.send({type:`legal`,game:e.view.id})}refreshLobby(){this.st.me!==null&&(this.send({type:`list_seeks`}),this.send({type:`list_games`}))}square(e){let t=this.game();if(!t||t.legalPly!==t.view.moves.length||t.review?.at!==void 0&&t.over)return;let n=l(t.legal,t.path,e);switch(n.kind){case`select`:case`leg`:this.enter(t,n.path);break;case`trees`:t.path=n.path;break;case`play`:this.play(t,n.notation);break;case`cancel`:this.enter(t,[]);break;case`ignore`:return}this.onChange()}enter(e,t){e.path=t}endHere(){let e=this.game(),t=e&&s(e.legal,e.path);e&&t&&(this.play(e,t),this.onChange())}cancelMove(){let e=this.game();e&&(this.enter(e,[]),this.onChange())}play(e,t){this.send({type:`move`,game:e.view.id,move:t,ply:e.view.moves.length}),e.legalPly=-1}},b=class{constructor(e){this.value=e}valueOf(){return this.value}},x=class extends b{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},S=class extends b{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},C=class e extends b{static supportsValue(t){if(typeof t==`number`||t instanceof Date)return!0;if(t instanceof b)return e.supportsValue(t.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(t instanceof e.Instant||t instanceof e.PlainDateTime||t instanceof e.PlainDate||t instanceof e.PlainMonthDay||t instanceof e.PlainTime||t instanceof e.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof b&&(t=t.valueOf()),typeof t==`object`&&`calendarId`in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},re=100,ie=`⁨`,ae=`⁩`;function oe(e,t,n){return n===t||n instanceof S&&t instanceof S&&n.value===t.value||t instanceof S&&typeof n==`string`&&n===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function se(e,t,n){return t[n]?T(e,t[n].value):(e.reportError(RangeError(`No default`)),new x)}function ce(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=w(e,i.value):n.push(w(e,i));return{positional:n,named:r}}function w(e,t){switch(t.type){case`str`:return t.value;case`num`:return new S(t.value,{minimumFractionDigits:t.precision});case`var`:return le(e,t);case`mesg`:return ue(e,t);case`term`:return de(e,t);case`func`:return fe(e,t);case`select`:return pe(e,t);default:return new x}}function le(e,{name:t}){let n;if(e.params){if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new x(`$${t}`)}else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(ReferenceError(`Unknown variable: $${t}`)),new x(`$${t}`);if(n instanceof b)return n;switch(typeof n){case`string`:return n;case`number`:return new S(n);case`object`:if(C.supportsValue(n))return new C(n);default:return e.reportError(TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new x(`$${t}`)}}function ue(e,{name:t,attr:n}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(ReferenceError(`Unknown message: ${t}`)),new x(t);if(n){let i=r.attributes[n];return i?T(e,i):(e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new x(`${t}.${n}`))}return r.value?T(e,r.value):(e.reportError(ReferenceError(`No value: ${t}`)),new x(t))}function de(e,{name:t,attr:n,args:r}){let i=`-${t}`,a=e.bundle._terms.get(i);if(!a)return e.reportError(ReferenceError(`Unknown term: ${i}`)),new x(i);if(n){let t=a.attributes[n];if(t){e.params=ce(e,r).named;let n=T(e,t);return e.params=null,n}return e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new x(`${i}.${n}`)}e.params=ce(e,r).named;let o=T(e,a.value);return e.params=null,o}function fe(e,{name:t,args:n}){let r=e.bundle._functions[t];if(!r)return e.reportError(ReferenceError(`Unknown function: ${t}()`)),new x(`${t}()`);if(typeof r!=`function`)return e.reportError(TypeError(`Function ${t}() is not callable`)),new x(`${t}()`);try{let t=ce(e,n);return r(t.positional,t.named)}catch(n){return e.reportError(n),new x(`${t}()`)}}function pe(e,{selector:t,variants:n,star:r}){let i=w(e,t);if(i instanceof x)return se(e,n,r);for(let t of n)if(oe(e,i,w(e,t.key)))return T(e,t.value);return se(e,n,r)}function me(e,t){if(e.dirty.has(t))return e.reportError(RangeError(`Cyclic reference`)),new x;e.dirty.add(t);let n=[],r=e.bundle._useIsolating&&t.length>1;for(let i of t)if(typeof i==`string`)n.push(e.bundle._transform(i));else{if(e.placeables++,e.placeables>re)throw e.dirty.delete(t),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${re}`);r&&n.push(ie),n.push(w(e,i).toString(e)),r&&n.push(ae)}return e.dirty.delete(t),n.join(``)}function T(e,t){return typeof t==`string`?e.bundle._transform(t):me(e,t)}var he=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function ge(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var _e=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function ve(e,t){let n=e[0];if(n instanceof x)return new x(`NUMBER(${n.valueOf()})`);if(n instanceof S)return new S(n.valueOf(),{...n.opts,...ge(t,_e)});if(n instanceof C)return new S(n.toNumber(),{...ge(t,_e)});throw TypeError(`Invalid argument to NUMBER`)}var ye=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function be(e,t){let n=e[0];if(n instanceof x)return new x(`DATETIME(${n.valueOf()})`);if(n instanceof C||n instanceof S)return new C(n,ge(t,ye));throw TypeError(`Invalid argument to DATETIME`)}var xe=new Map;function Se(e){let t=Array.isArray(e)?e.join(` `):e,n=xe.get(t);return n===void 0&&(n=new Map,xe.set(t,n)),n}var Ce=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:ve,DATETIME:be,...t},this._useIsolating=n,this._transform=r,this._intls=Se(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,t=null,n=null){if(typeof e==`string`)return this._transform(e);let r=new he(this,n,t);try{return me(r,e).toString(r)}catch(e){if(r.errors&&e instanceof Error)return r.errors.push(e),new x().toString(r);throw e}}},E=/^(-?[a-zA-Z][\w-]*) *= */gm,we=/\.([a-zA-Z][\w-]*) *= */y,Te=/\*?\[/y,Ee=/(-?[0-9]+(?:\.([0-9]+))?)/y,De=/([a-zA-Z][\w-]*)/y,Oe=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,ke=/^[A-Z][A-Z0-9_-]*$/,D=/([^{}\n\r]+)/y,Ae=/([^\\"\n\r]*)/y,je=/\\([\\"])/y,Me=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Ne=/^\n+/,Pe=/ +$/,Fe=/ *\r?\n/g,Ie=/( *)$/,Le=/{\s*/y,Re=/\s*}/y,ze=/\[\s*/y,Be=/\s*] */y,Ve=/\s*\(\s*/y,He=/\s*->\s*/y,Ue=/\s*:\s*/y,We=/\s*,?\s*/y,Ge=/\s+/y,Ke=class{constructor(e){this.body=[],E.lastIndex=0;let t=0;for(;;){let n=E.exec(e);if(n===null)break;t=E.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(we);){let t=o(we),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(D)&&(r=o(D)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=ne();return i?r?u([r,i],i.length):(i.value=y(i.value,Ne),u([i],i.length)):r?y(r,Pe):null}function u(r=[],i){for(;;){if(n(D)){r.push(o(D));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=ne();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=y(s,Pe));let c=[];for(let e of r)e instanceof qe&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Le,SyntaxError);let e=f();if(i(Re))return e;if(i(He)){let t=h();return i(Re,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(Oe)){let[,e,t,n=null]=a(Oe);if(e===`$`)return{type:`var`,name:t};if(i(Ve)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(ke.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return _()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(m()),i(We)}}function m(){let e=f();return e.type===`mesg`&&i(Ue)?{type:`narg`,name:e.name,value:_()}:e}function h(){let e=[],t=0,i;for(;n(Te);){r(`*`)&&(i=t);let n=g(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function g(){i(ze,SyntaxError);let e;return e=n(Ee)?v():{type:`str`,value:o(De)},i(Be,SyntaxError),e}function _(){if(n(Ee))return v();if(e[t]===`"`)return ee();throw SyntaxError(`Invalid expression`)}function v(){let[,e,t=``]=a(Ee),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function ee(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(Ae),e[t]===`\\`)n+=te();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function te(){if(n(je))return o(je);if(n(Me)){let[,e,t]=a(Me),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function ne(){let n=t;switch(i(Ge),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return b(e.slice(n,t))}return e[t-1]===` `&&b(e.slice(n,t))}function y(e,t){return e.replace(t,``)}function b(e){return new qe(e.replace(Fe,`
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
error-engine_busy = The server's engine is busy with as many games as it allows: try again soon.

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

# Play the computer, engine analysis and the analysis board (issue 36).
nav-computer = Play the computer
nav-analysis = Analysis board
computer-title = Play the computer
computer-level = Level
level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
computer-untimed = Untimed (14 days a move)
computer-unrated = Games against the computer are unrated: they change no rating. They are stored and can be watched like any game.
computer-play = Play the computer
analysis-title = Engine analysis
analysis-ask = Analyse with the engine
analysis-waiting = The engine is analysing the game…
analysis-eval = Evaluation: { $score }
analysis-forced-white = White wins by force
analysis-forced-black = Black wins by force
analysis-best = Show the best move
analysis-best-is = The engine's move here: { $move }
analysis-none = No move: the game is decided here.
analysis-graph = Evaluation graph: White above the middle line, Black below. Click to go to a move.
analysis-note = Scores are from White's side; a man is worth 1.00. Moves marked ? lost a man's worth or more, ?? two and a half.
analysis-board-title = Analysis board
analysis-position = Position (the editor's text)
analysis-run = Evaluate
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
error-engine_busy = Движок сервера занят предельным числом партий: попробуйте чуть позже.

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

# Игра с компьютером, анализ движком и доска анализа (issue 36).
nav-computer = Игра с компьютером
nav-analysis = Доска анализа
computer-title = Игра с компьютером
computer-level = Уровень
level-beginner = Новичок
level-easy = Лёгкий
level-medium = Средний
level-hard = Сложный
level-expert = Эксперт
computer-untimed = Без контроля (14 дней на ход)
computer-unrated = Партии с компьютером без рейтинга: они не меняют рейтинг. Они сохраняются, и их можно смотреть, как любую партию.
computer-play = Играть с компьютером
analysis-title = Анализ движком
analysis-ask = Проанализировать движком
analysis-waiting = Движок анализирует партию…
analysis-eval = Оценка: { $score }
analysis-forced-white = Белые выигрывают форсированно
analysis-forced-black = Чёрные выигрывают форсированно
analysis-best = Показать лучший ход
analysis-best-is = Ход движка здесь: { $move }
analysis-none = Ходов нет: здесь партия решена.
analysis-graph = График оценки: белые выше средней линии, чёрные ниже. Нажмите, чтобы перейти к ходу.
analysis-note = Оценка со стороны белых; пешка стоит 1.00. Ходы с ? потеряли пешку или больше, с ?? — две с половиной.
analysis-board-title = Доска анализа
analysis-position = Позиция (текст редактора)
analysis-run = Оценить
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
error-engine_busy = Serverns motor spelar redan så många partier som tillåts: försök snart igen.

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

# Spela mot datorn, motoranalys och analysbrädet (issue 36).
nav-computer = Spela mot datorn
nav-analysis = Analysbräde
computer-title = Spela mot datorn
computer-level = Nivå
level-beginner = Nybörjare
level-easy = Lätt
level-medium = Medel
level-hard = Svår
level-expert = Expert
computer-untimed = Utan klocka (14 dagar per drag)
computer-unrated = Partier mot datorn är ograderade: de ändrar inget rating. De sparas och kan ses som alla partier.
computer-play = Spela mot datorn
analysis-title = Motoranalys
analysis-ask = Analysera med motorn
analysis-waiting = Motorn analyserar partiet…
analysis-eval = Värdering: { $score }
analysis-forced-white = Vit vinner forcerat
analysis-forced-black = Svart vinner forcerat
analysis-best = Visa bästa draget
analysis-best-is = Motorns drag här: { $move }
analysis-none = Inget drag: partiet är avgjort här.
analysis-graph = Värderingsgraf: vit ovanför mittlinjen, svart under. Klicka för att gå till ett drag.
analysis-note = Värderingen är från vits sida; en man är värd 1.00. Drag märkta ? förlorade en man eller mer, ?? två och en halv.
analysis-board-title = Analysbräde
analysis-position = Ställning (redigerarens text)
analysis-run = Värdera
`,et=[`en`,`ru`,`sv`],tt={en:[Je,Ye],ru:[Xe,Ze],sv:[Qe,$e]},nt=`camelot.lang`;function rt(e){let t=new Ce(e,{useIsolating:!1});for(let n of tt[e]){let e=t.addResource(new Ke(n));e.length>0&&console.error(e)}return t}function it(e,t){for(let n of[e,...t]){let e=(n??``).toLowerCase().split(`-`)[0];if(et.includes(e))return e}return`en`}var O=`en`,at=new Map;function ot(e){let t=at.get(e);return t||at.set(e,t=rt(e)),t}function st(e){O=e,document.documentElement.lang=e;try{localStorage.setItem(nt,e)}catch{}}function k(){return O}function ct(){let e=null;try{e=localStorage.getItem(nt)}catch{e=null}st(it(e,navigator.languages??[navigator.language]))}function A(e){let t=e??`camelot`;return _.find(e=>e.name===t)?.key??t}function j(e,t){return M(O,e,t)}function M(e,t,n){for(let r of[ot(e),ot(`en`)]){let e=r.getMessage(t);if(e?.value)return r.formatPattern(e.value,n)}return t}function lt(e,t=O){return e.why?M(t,e.id,{why:M(t,e.why.id,e.why.args)}):M(t,e.id,e.args)}function N(e,t=null,...n){let r=document.createElement(e);for(let[e,n]of Object.entries(t??{}))n!==void 0&&n!==!1&&(typeof n==`function`?r.addEventListener(e.replace(/^on/,``),n):n===!0?r.setAttribute(e,``):r.setAttribute(e,String(n)));for(let e of n)e!=null&&e!==!1&&r.append(e);return r}var ut=`http://www.w3.org/2000/svg`;function P(e,t={}){let n=document.createElementNS(ut,e);for(let[e,r]of Object.entries(t))n.setAttribute(e,String(r));return n}function F(e,t,n={}){return N(`button`,{type:`button`,onclick:()=>t(),...n},e)}var I={black_wins:{key:`won-black`,score:`0-1`},draw:{key:`drawn`,score:`½-½`},white_wins:{key:`won-white`,score:`1-0`}},dt={abandonment:`end-abandonment`,agreement:`end-R15-agreement`,all_captured:`end-R13`,bare_kings:`end-R12`,castle_entered:`end-V1-4`,castle_entered_loses:`end-V4-3`,castle_occupied:`end-R11`,eliminated:`end-V1-6`,no_legal_move:`end-R14`,no_move_loses:`end-V1-7`,no_move_wins:`end-V4-5`,no_progress:`end-R15-no-progress`,repetition:`end-R15-repetition`,resignation:`end-R15-resignation`,time_forfeit:`end-time`},ft=`aborted`,pt=`end-aborted`;function mt(e){return e.endsWith(`d`)?`correspondence`:`live`}var L=e=>String(e).padStart(2,`0`);function R(e,t){let n=Math.max(0,Math.floor(e));if(gt(n))return`0:${L(Math.floor(n/1e3))}.${Math.floor(n%1e3/100)}`;let r=Math.floor(n/1e3),[i,a]=[Math.floor(r/86400),Math.floor(r%86400/3600)],[o,s]=[Math.floor(r%3600/60),r%60];return i>0?`${i}d ${a}h`:a>0?mt(t)===`correspondence`?`${a}h ${o}m`:`${a}:${L(o)}:${L(s)}`:`${o}:${L(s)}`}function ht(e,t){return{white:e.white_ms-(e.running===`white`?t:0),black:e.black_ms-(e.running===`black`?t:0)}}function gt(e){return e<te}function z(e){return[e.charCodeAt(0)-65,Number(e.slice(1))-1]}function _t(e){let t=Array.from({length:e.ranks},()=>[]);for(let n of e.squares)t[z(n)[1]].push(n);for(let e of t)e.sort((e,t)=>z(e)[0]-z(t)[0]);return t}function B(e,t){let[n,r]=t.trim().split(` `),i=n.split(`/`),a=_t(e);if(i.length!==a.length)throw Error(`position has ${i.length} ranks, the board ${a.length}`);let o=new Map;return i.forEach((e,t)=>{let n=a[a.length-1-t],r=0;for(let i of e.match(/\d+|[MNmnt]/g)??[])if(/^\d+$/.test(i))r+=Number(i);else{let e=n[r++];if(e===void 0)throw Error(`rank ${a.length-t} is too long`);o.set(e,i)}}),{pieces:o,toMove:r===`b`?`black`:`white`}}function vt(e){let t=[0,0,0,0];for(let n of e.pieces.values()){let e=`MNmn`.indexOf(n);e>=0&&t[e]++}return t}var yt=.7,bt=220,xt=class{board;onSquare;svg;focusSquare;at;down=null;actedOnDown=!1;flipped=!1;lastPointerUp=-1/0;squares=new Map;targets=new Map;pieces=new Map;laidOut=null;constructor(e,t,n){this.board=e,this.onSquare=t,this.svg=P(`svg`,{viewBox:`-0.7 -0.7 ${e.files+2*yt} ${e.ranks+2*yt}`,class:`board`,role:`group`,"aria-label":n}),this.focusSquare=e.squares[0],this.svg.addEventListener(`pointermove`,e=>{let t=this.down&&this.svg.querySelector(`[data-piece="${this.down}"]`),n=this.svg.getScreenCTM();if(!t||!n||e.buttons===0)return;let r=new DOMPoint(e.clientX,e.clientY).matrixTransform(n.inverse()),[i,a]=this.cell(this.down,this.flipped);t.setAttribute(`transform`,`translate(${r.x-i-.5} ${r.y-a-.5})`),this.svg.append(t)}),this.svg.addEventListener(`pointerup`,e=>{let t=this.down;if(this.down=null,t===null)return;this.lastPointerUp=performance.now(),this.svg.querySelector(`[data-piece="${t}"]`)?.removeAttribute(`transform`);let n=(document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-square]`))?.getAttribute(`data-square`);n&&(n!==t||!this.actedOnDown)&&this.onSquare(n)}),this.svg.addEventListener(`pointercancel`,()=>{this.down=null})}cell(e,t){let[n,r]=z(e);return t?[this.board.files-1-n,r]:[n,this.board.ranks-1-r]}layOut(e){this.svg.replaceChildren(),this.squares.clear(),this.targets.clear(),this.pieces.clear();let t=new Map;for(let e of this.board.castles.white)t.set(e,`castle-white`);for(let e of this.board.castles.black)t.set(e,`castle-black`);let n=new Set(this.board.river);for(let r of this.board.squares){let[i,a]=this.cell(r,e),[o,s]=z(r),c=[`sq`,(o+s)%2==0?`dark`:`light`];t.has(r)&&c.push(t.get(r)),n.has(r)&&c.push(`river`);let l=P(`g`,{class:c.join(` `),role:`button`,"aria-label":r,tabindex:-1,"data-square":r});l.append(P(`rect`,{x:i,y:a,width:1,height:1})),l.addEventListener(`pointerdown`,e=>{let t=e;t.button===0&&(this.svg.setPointerCapture(t.pointerId),this.down=r,this.focusSquare=r,this.actedOnDown=r!==this.at,this.actedOnDown&&this.onSquare(r))}),l.addEventListener(`click`,()=>{performance.now()-this.lastPointerUp<1e3||(this.focusSquare=r,this.onSquare(r))}),l.addEventListener(`keydown`,e=>this.key(e,r,this.flipped)),this.svg.append(l),this.squares.set(r,{g:l,base:c.join(` `),x:i,y:a})}this.coordinates(e),this.laidOut=e}draw(e,t,n){this.at=t.path[t.path.length-1],this.flipped=n,this.laidOut!==n&&this.layOut(n);let r=new Set(t.last),i=new Set(t.path);for(let[n,{g:a,base:o,x:s,y:c}]of this.squares){let l=o;r.has(n)&&(l+=` last`),i.has(n)&&(l+=` path`),t.path.length===0&&t.movable.has(n)&&(l+=` movable`),a.getAttribute(`class`)!==l&&a.setAttribute(`class`,l);let u=n===this.focusSquare?`0`:`-1`;a.getAttribute(`tabindex`)!==u&&a.setAttribute(`tabindex`,u);let d=e.pieces.get(n),f=t.landings.has(n)?d&&d!==`t`?`target capture`:`target`:null,p=this.targets.get(n);if((p?.getAttribute(`class`)??null)!==f&&(p?.remove(),this.targets.delete(n),f)){let e=P(`circle`,{cx:s+.5,cy:c+.5,r:f===`target`?.16:.46,class:f});a.append(e),this.targets.set(n,e)}}let a=new Map(e.pieces),[o,s]=[t.path[0],this.at],c=o===void 0?void 0:a.get(o);c&&s!==void 0&&s!==o&&(a.delete(o),a.set(s,c));for(let[e,t]of this.pieces)a.get(e)!==t.letter&&(t.el.remove(),this.pieces.delete(e));for(let[e,t]of a){if(this.pieces.has(e))continue;let[r,i]=this.cell(e,n),a=St(t,r+.5,i+.5,e);this.svg.append(a),this.pieces.set(e,{letter:t,el:a})}}coordinates(e){let{files:t,ranks:n}=this.board;for(let r=0;r<t;r++){let i=P(`text`,{x:(e?t-1-r:r)+.5,y:n+.5,class:`coord`,"aria-hidden":`true`});i.textContent=String.fromCharCode(65+r),this.svg.append(i)}for(let t=0;t<n;t++){let r=P(`text`,{x:-.35,y:(e?t:n-1-t)+.5,class:`coord`,"aria-hidden":`true`});r.textContent=String(t+1),this.svg.append(r)}}key(e,t,n){let r={ArrowUp:[0,-1],ArrowDown:[0,1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key===`Enter`||e.key===` `){e.preventDefault(),this.focusSquare=t,this.onSquare(t);return}let i=r[e.key];if(!i)return;e.preventDefault();let[a,o]=this.cell(t,n);for(let e=1;e<Math.max(this.board.files,this.board.ranks);e++){let t=this.board.squares.find(t=>{let[r,s]=this.cell(t,n);return r===a+i[0]*e&&s===o+i[1]*e});if(t){this.focus(t);return}}}focus(e){this.focusSquare=e;for(let t of this.svg.querySelectorAll(`[data-square]`))t.setAttribute(`tabindex`,t.dataset.square===e?`0`:`-1`),t.dataset.square===e&&t.focus()}animate(e,t){let n=this.svg.querySelector(`[data-piece="${e[0]}"]`);if(!n||e.length<2||matchMedia(`(prefers-reduced-motion: reduce)`).matches)return Promise.resolve();let[r,i]=this.cell(e[0],t),a=e.map(e=>{let[n,a]=this.cell(e,t);return{transform:`translate(${n-r}px, ${a-i}px)`}});return this.svg.append(n),n.animate(a,{duration:bt*(e.length-1),easing:`linear`}).finished.then(()=>void 0,()=>void 0)}};function St(e,t,n,r){let i=P(`g`,{class:`piece`,"data-piece":r,"aria-hidden":`true`});if(e===`t`)return i.setAttribute(`class`,`tree`),i.append(P(`polygon`,{points:`${t},${n-.4} ${t-.32},${n+.3} ${t+.32},${n+.3}`})),i;let a=e===e.toUpperCase()?`white`:`black`;return i.classList.add(a),i.append(P(`circle`,{cx:t,cy:n,r:.38})),e.toLowerCase()===`n`?i.append(P(`path`,{class:`crown`,d:`M ${t-.2} ${n+.12} L ${t-.22} ${n-.14} L ${t-.1} ${n-.02} L ${t} ${n-.2} L ${t+.1} ${n-.02} L ${t+.22} ${n-.14} L ${t+.2} ${n+.12} Z`})):i.append(P(`circle`,{cx:t,cy:n,r:.22,class:`inner`})),i}function Ct(e){if(e>=29e3)return{forced:!0,side:`white`};if(e<=-29e3)return{forced:!0,side:`black`};let t=(e/100).toFixed(2);return{forced:!1,men:e>0?`+${t}`:t}}function wt(e,t,n){let r=e.length>1?t/(e.length-1):0;return e.map((e,t)=>{let i=Math.max(-500,Math.min(500,e)),a=n/2-i/500*(n/2);return`${Et(t*r)},${Et(a)}`}).join(` `)}function Tt(e,t,n){if(t<2)return 0;let r=Math.round(e/n*(t-1));return Math.max(0,Math.min(t-1,r))}function Et(e){return Math.round(e*10)/10}var V=240,H=60;function Dt(e){let t=Ct(e);return t.forced?j(`analysis-forced-${t.side}`):t.men}function Ot(e){return e.best?j(`analysis-best-is`,{move:e.best}):j(`analysis-none`)}function kt(e,t,n){let r=P(`svg`,{viewBox:`0 0 ${V} ${H}`,class:`eval-graph`,role:`img`,"aria-label":j(`analysis-graph`)});r.append(P(`rect`,{x:0,y:0,width:V,height:H,class:`eval-bg`}),P(`line`,{x1:0,y1:H/2,x2:V,y2:H/2,class:`eval-mid`}),P(`polyline`,{points:wt(e.map(e=>e.white),V,H),class:`eval-line`}));let i=e.length>1?t/(e.length-1)*V:0;return r.append(P(`line`,{x1:i,y1:0,x2:i,y2:H,class:`eval-at`})),r.addEventListener(`click`,t=>{let i=r.getBoundingClientRect();n(Tt((t.clientX-i.left)/i.width*V,e.length,V))}),r}function At(e,t){let n=t.review;if(!t.over||!n||n.moves.length===0)return null;let r=t.analysis;if(r===null)return N(`div`,{class:`analysis actions`},F(j(`analysis-ask`),()=>{t.analysis=`asked`,e.send({type:`analyse`,game:t.view.id}),e.onChange()}));if(r===`asked`)return N(`p`,{class:`analysis`,role:`status`},j(`analysis-waiting`));let i=r.evaluations[n.at];return i?N(`div`,{class:`analysis`},N(`h3`,null,j(`analysis-title`)),N(`p`,{role:`status`},j(`analysis-eval`,{score:Dt(i.white)})),kt(r.evaluations,n.at,t=>(n.at=t,e.onChange())),N(`div`,{class:`actions`},F(j(`analysis-best`),()=>(t.showBest=!t.showBest,e.onChange()),{"aria-pressed":t.showBest?`true`:`false`})),t.showBest?N(`p`,null,Ot(i)):null,N(`p`,{class:`hint`},j(`analysis-note`))):null}function jt(e){let t=e.analysis;return!e.showBest||!e.review||t===null||t===`asked`?null:t.evaluations[e.review.at]?.best??null}function Mt(e,t){let n=e.analysis;return n===null||n===`asked`?``:n.marks[t]??``}var U=null,Nt=null,Pt=!1;function Ft(e,t,n){let r=e.st.boards.get(`camelot`);if(!r)return null;Nt??=new xt(r,()=>{},j(`board-label`));try{let e={path:[],landings:new Set,movable:new Set,last:n?d(n):[]};Nt.draw(B(r,t),e,!1)}catch{return null}return Nt.svg}function It(e){!e.st.boards.has(`camelot`)&&!Pt&&(Pt=!0,e.send({type:`board`,variant:`camelot`}));let t=e.st.boards.get(`camelot`)?.start??``;U===null&&(U=N(`textarea`,{id:`position`,rows:3,spellcheck:`false`})),U.value===``&&(U.value=t);let n=U,r=()=>{e.st.board=`asked`,e.send({type:`analyse_position`,position:n.value.trim()}),e.onChange()},i=e.st.board,a=i===`asked`?N(`p`,{role:`status`},j(`loading`)):i===null?null:N(`div`,{class:`board-answer`},N(`div`,{role:`status`},N(`p`,null,j(`analysis-eval`,{score:Dt(i.evaluation.white)})),N(`p`,null,Ot(i.evaluation))),Ft(e,i.position,i.evaluation.best));return N(`section`,{class:`card`},N(`h2`,null,j(`analysis-board-title`)),N(`label`,{for:`position`},j(`analysis-position`)),n,N(`div`,{class:`actions`},F(j(`analysis-run`),r,{class:`primary`})),a,N(`p`,{class:`hint`},j(`analysis-note`)))}function Lt(e){return e.result===`draw`?`drawn`:e.result===`white_wins`==(e.color===`white`)?`won`:`lost`}function Rt(e){let t={won:0,lost:0,drawn:0};for(let n of e)t[Lt(n)]+=1;return t}function zt(e){return{wins:e.white.wins+e.black.wins,draws:e.white.draws+e.black.draws,losses:e.white.losses+e.black.losses}}function Bt(e){return`${e.wins}–${e.draws}–${e.losses}`}function Vt(e){return`${Math.round(e*100)}%`}function Ht(e){return[Vt(e.white_wins),Vt(e.black_wins),Vt(e.draws)]}function Ut(e,t){let n=[e];for(let e of new Set(t)){let t=RegExp(`(?<![\\w-])${e}(?![\\w-])`);n=n.flatMap(n=>typeof n==`string`?n.split(t).flatMap((t,n)=>n===0?[t]:[{name:e},t]):[n])}return n.filter(e=>e!==``)}function W(e){return N(`a`,{href:`#player=${encodeURIComponent(e)}`,class:`who`},e)}function Wt(e){let t=e.st.profile;if(t===null)return N(`section`,{class:`card`},N(`p`,null,j(`loading`)));let n=new Intl.DateTimeFormat(k(),{dateStyle:`medium`}),r=Rt(t.games),i=(...e)=>N(`tr`,null,...e.map(e=>N(`th`,null,e))),a=t.ratings.length?N(`table`,null,N(`caption`,null,j(`player-ratings`)),i(j(`player-class`),j(`leaders-rating`),j(`leaders-games`)),...t.ratings.map(e=>N(`tr`,null,N(`td`,null,j(`class-${e.class}`)),N(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),N(`td`,null,String(e.games))))):N(`p`,null,j(`player-unrated`)),o=t.games.length?N(`table`,null,N(`caption`,null,j(`player-games`,{won:r.won,lost:r.lost,drawn:r.drawn})),i(j(`player-date`),j(`player-opponent`),j(`player-color`),j(`player-result`),j(`player-variant`)),...t.games.map(e=>N(`tr`,null,N(`td`,null,n.format(new Date(e.ended))),N(`td`,null,W(e.opponent)),N(`td`,null,j(`color-${e.color}`)),N(`td`,null,N(`a`,{href:`#game=${e.id}`},`${I[e.result].score} · ${j(`outcome-${Lt(e)}`)}`)),N(`td`,null,`${j(A(e.variant))} ${e.time}`)))):N(`p`,null,j(`player-no-games`)),s=t.results.length?N(`table`,null,N(`caption`,null,j(`player-results`,{name:t.name})),i(j(`player-variant`),j(`player-won`),j(`player-drawn`),j(`player-lost`),j(`player-as-white`),j(`player-as-black`)),...t.results.map(e=>{let t=zt(e);return N(`tr`,null,N(`td`,null,j(A(e.variant))),...[t.wins,t.draws,t.losses].map(e=>N(`td`,null,String(e))),N(`td`,null,Bt(e.white)),N(`td`,null,Bt(e.black)))})):null,c=N(`table`,null,N(`caption`,null,j(`player-variants`)),i(j(`player-variant`),j(`leaders-games`),j(`won-white`),j(`won-black`),j(`drawn`)),...t.variants.map(e=>N(`tr`,null,N(`td`,null,j(A(e.variant))),N(`td`,null,String(e.games)),...Ht(e).map(e=>N(`td`,null,e)))));return N(`section`,{class:`card player-page`},N(`h2`,null,j(`player-title`,{name:t.name})),a,o,s,c)}function G(e,t){return Ut(e,t).map(e=>typeof e==`string`?e:W(e.name))}var K=null;function Gt(e,t){let n=t.view.variant??`camelot`,r=e.st.boards.get(n);if(!r)return null;let i=`${t.view.id}`;return K?.key!==i&&(K={key:i,view:new xt(r,t=>e.square(t),j(`board-label`))}),K.view}function Kt(e,t){let n=Gt(e,t),r=e.st.boards.get(t.view.variant??`camelot`);if(!n||!r)return null;let i=t.review&&t.over?t.review:null,a=i?i.positions[i.at]:t.view.position,s=i?jt(t)??i.moves[i.at-1]:t.view.moves[t.view.moves.length-1],l=t.legalPly===t.view.moves.length;return n.draw(B(r,a),{path:t.path,landings:l&&t.path.length>0?c(t.legal,t.path):new Set,movable:l?o(t.legal):new Set,last:s?d(s):[]},e.st.flipped),n.svg}function qt(e,t){return K?K.view.animate(e,t):Promise.resolve()}function Jt(e,t){let n=ht(e.view.clock,performance.now()-e.clockAt)[t];return N(`div`,{class:`clock ${t}${e.view.clock.running===t?` running`:``}${gt(n)?` low`:``}`,"data-clock":t,role:`timer`,"aria-label":j(`clock-${t}`)},R(n,e.view.time))}function Yt(e){let t=ht(e.view.clock,performance.now()-e.clockAt);for(let n of[`white`,`black`]){let r=document.querySelector(`[data-clock="${n}"]`);r&&(r.textContent=R(t[n],e.view.time),r.classList.toggle(`low`,gt(t[n])))}let n=document.querySelector(`[data-gone]`);if(n&&e.gone){let t=performance.now();n.textContent=Xt(e,t);for(let n of document.querySelectorAll(`[data-claim]`))n.disabled=h(e,t)>0}}function Xt(e,t){let n=e.gone.side,[r,i]=[e.view[n],h(e,t)],a=e.view.to_move===n;return a&&i<=0?j(`online-gone-claimable`,{name:r}):j(a?`online-gone-wait`:`online-gone-their-turn`,{name:r,wait:R(i,e.view.time)})}function q(e,t,n){let r=t.view[n],i=t.view.ratings?t.view.ratings[n===`white`?0:1]:null,a=e.st.boards.get(t.view.variant??`camelot`),o=``;if(a){let[e,r,i,s]=vt(B(a,a.start)),[c,l,u,d]=vt(B(a,t.view.position));o=n===`white`?`●`.repeat(i-u)+`◆`.repeat(s-d):`○`.repeat(e-c)+`◇`.repeat(r-l)}return N(`div`,{class:`player ${n}${t.view.to_move===n&&!t.over?` to-move`:``}`},N(`span`,{class:`name`},W(r),i===null?``:` (${i})`),N(`span`,{class:`taken`,"aria-label":j(`captured`)},o),Jt(t,n))}function Zt(e){if(!e.over)return null;let t=e.over,n=t.result===null?j(ft):`${I[t.result].score} · ${j(I[t.result].key)}`,r=j(t.termination===null?pt:dt[t.termination]),i=[N(`strong`,null,n),N(`span`,null,r)];if(t.rating)for(let n of[`white`,`black`]){let r=t.rating[n],a=Math.round(r.after-r.before);i.push(N(`span`,null,j(`rating-change`,{player:e.view[n],after:String(Math.round(r.after)),change:`${a>=0?`+`:``}${a}`})))}return N(`div`,{class:`result`,role:`status`},...i)}function Qt(e,t,n){return N(`div`,{class:`actions offers`},...t.rematch===`theirs`?[N(`span`,null,j(`rematch-offered-by`,{name:t.view[$t(n)]})),F(j(`rematch-accept`),()=>e.rematch(t,`accept`),{class:`primary`}),F(j(`rematch-decline`),()=>e.rematch(t,`decline`))]:t.rematch===`mine`?[N(`span`,{role:`status`},j(`rematch-waiting`))]:[t.rematch===`declined`?N(`span`,null,j(`rematch-declined`)):null,F(j(`rematch-offer`),()=>e.rematch(t,`offer`))])}function $t(e){return e===`white`?`black`:`white`}function en(e,t,n){let r=t.view.id,i=t.view.draw_offer&&t.view.draw_offer!==n,a=t.view.takeback_offer&&t.view.takeback_offer!==n,o=t.view[$t(n)],s=[];if(i&&s.push(N(`p`,{role:`status`},j(`online-draw-offered-by`,{name:o})),F(j(`draw-accept`),()=>e.send({type:`accept_draw`,game:r})),F(j(`draw-decline`),()=>e.send({type:`decline_draw`,game:r}))),a&&s.push(N(`p`,{role:`status`},j(`online-takeback-by`,{name:o})),F(j(`takeback-accept`),()=>e.send({type:`accept_takeback`,game:r})),F(j(`takeback-decline`),()=>e.send({type:`decline_takeback`,game:r}))),t.view.draw_offer===n&&s.push(N(`p`,{role:`status`},j(`online-draw-waiting`))),t.view.takeback_offer===n&&s.push(N(`p`,{role:`status`},j(`online-takeback-waiting`))),s.push(t.view.draw_offer===n?F(j(`draw-withdraw`),()=>e.send({type:`withdraw_draw`,game:r})):F(j(`draw-offer`),()=>e.send({type:`offer_draw`,game:r})),t.view.takeback_offer===n?F(j(`takeback-withdraw`),()=>e.send({type:`withdraw_takeback`,game:r})):F(j(`takeback-offer`),()=>e.send({type:`offer_takeback`,game:r}),{disabled:t.view.moves.length===0})),t.view.moves.length<2&&s.push(F(j(`abort`),()=>e.send({type:`abort`,game:r}))),s.push(F(j(t.resignArmed?`resign-confirm`:`resign`),()=>{t.resignArmed&&e.send({type:`resign`,game:r}),t.resignArmed=!t.resignArmed,e.onChange()},{class:t.resignArmed?`danger`:``})),t.gone&&t.gone.side!==n){let n=h(t,performance.now());s.push(N(`p`,{"data-gone":``,role:`status`},Xt(t,performance.now())),F(j(`claim-win`),()=>e.send({type:`claim_win`,game:r}),{"data-claim":``,disabled:n>0}),F(j(`claim-draw`),()=>e.send({type:`claim_draw`,game:r}),{"data-claim":``,disabled:n>0}))}return N(`div`,{class:`offers`},...s)}var tn=null;function nn(e,t){tn??=N(`input`,{id:`typed`,autocomplete:`off`,spellcheck:`false`,placeholder:`E7-E8`});let n=tn;n.setAttribute(`aria-label`,j(`typed-label`));let r=N(`form`,{class:`typed`,onsubmit:r=>{r.preventDefault();let i=n.value.trim();i&&(e.play(t,i),n.value=``)}},N(`label`,{for:`typed`},j(`typed-label`)),n,N(`button`,{type:`submit`},j(`typed-play`))),i=t.path.length>1,a=s(t.legal,t.path)!==null;return N(`div`,{class:`entry`},r,i||a?N(`div`,{class:`actions`},a?F(j(`end-here`,{square:t.path[t.path.length-1]}),()=>e.endHere(),{class:`primary`}):null,F(j(`move-cancel`),()=>e.cancelMove())):null)}function rn(e,t){let n=t.over?t.review:null,r=n?n.moves:t.view.moves,i=i=>{let a=r[i]===void 0?void 0:r[i]+Mt(t,i);if(a===void 0)return``;let o=n&&n.at===i+1?` current`:``;return n?F(a,()=>(n.at=i+1,e.onChange()),{class:`ply${o}`}):N(`span`,{class:`ply`},a)},a=[];for(let e=0;e<r.length;e+=2)a.push(N(`li`,null,N(`span`,null,`${e/2+1}.`),i(e),i(e+1)));let o=n?N(`div`,{class:`actions`},F(j(`review-start`),()=>(n.at=0,e.onChange())),F(j(`review-back`),()=>(n.at=Math.max(0,n.at-1),e.onChange())),F(j(`review-forward`),()=>(n.at=Math.min(n.positions.length-1,n.at+1),e.onChange())),F(j(`review-end`),()=>(n.at=n.positions.length-1,e.onChange())),n.record?F(j(`download`),()=>an(t.view.id,n.record)):null):null;return N(`div`,{class:`moves`},N(`h3`,null,j(`moves-title`)),N(`ol`,null,...a),o)}function an(e,t){let n=URL.createObjectURL(new Blob([t],{type:`text/plain`})),r=N(`a`,{href:n,download:`game-${e}.camelot`});document.body.append(r),r.click(),r.remove(),URL.revokeObjectURL(n)}var J=null;function on(e,t){let n=m(e.st,t.view),r=e.st.flipped?`white`:`black`,i=e.st.flipped?`black`:`white`,a=Kt(e,t),o=n!==null&&!t.over&&t.view.to_move===n,s=t.over?null:N(`p`,{class:`turn`,role:`status`},o?j(`your-move`):j(`their-move`,{player:t.view[t.view.to_move]}));if(J?.id!==t.view.id){let e=N(`div`,{class:`board-wrap`}),n=N(`div`,{class:`panel`});J={id:t.view.id,play:N(`div`,{class:`play`},e,n),wrap:e,panel:n}}let c=a??N(`p`,null,j(`loading`)),[l,u,d]=J.wrap.children;u===c?(l.replaceWith(q(e,t,r)),d.replaceWith(q(e,t,i))):J.wrap.replaceChildren(q(e,t,r),c,q(e,t,i));let f=[N(`h2`,null,j(`game-title`,{id:t.view.id,variant:j(A(t.view.variant)),time:t.view.time})),s,Zt(t),t.note?N(`p`,{class:`note`,role:`alert`,title:t.note.detail??``},lt(t.note)):null,n!==null&&!t.over?nn(e,t):null,n!==null&&!t.over?en(e,t,n):null,n!==null&&t.over?Qt(e,t,n):null,N(`div`,{class:`actions`},F(j(`flip`),()=>(e.st.flipped=!e.st.flipped,e.onChange())),F(j(`back-lobby`),()=>{e.st.page=`lobby`,location.hash=``,e.refreshLobby(),e.onChange()})),rn(e,t),At(e,t)];return J.panel.replaceChildren(...f.filter(e=>e!==null)),J.play}var sn=`camelot-account`;function cn(e){return`${e.protocol===`https:`?`wss`:`ws`}://${e.host}/`}function ln(e,t,n){return`${sn} ${cn(e)} ${t} ${n}`}function un(e,t){let n=e.trim().split(/\s+/);if(n.length!==4||n[0]!==sn)return{kind:`malformed`};let[,r,i,a]=n,o;try{o=new URL(r.includes(`://`)?r:`ws://${r}`)}catch{return{kind:`malformed`}}return o.protocol!==`ws:`&&o.protocol!==`wss:`?{kind:`malformed`}:o.host.toLowerCase()===t.host.toLowerCase()&&o.protocol===new URL(cn(t)).protocol?{kind:`account`,name:i,token:a}:{kind:`other-server`,server:r}}function dn(e){let n=e.st,r=t.token(),i=n.showCode&&n.me!==null&&r!==null?[N(`label`,{for:`my-code`},j(`account-code-label`)),N(`textarea`,{id:`my-code`,readonly:!0,rows:2,spellcheck:`false`},ln(location,n.me,r)),N(`p`,null,j(`account-code-why`))]:[];return N(`section`,{class:`card account`},N(`h2`,null,j(`account-title`)),r===null?null:F(j(n.showCode?`account-hide`:`account-show`),()=>{n.showCode=!n.showCode,e.onChange()}),...i,pn(e,!0))}var fn=new Map;function pn(e,t){let n=`${k()}|${t}`,r=fn.get(n);r||(r=mn(e,t),fn.set(n,r));let i=r.querySelector(`.account-note`),a=e.st.accountNote;return i.replaceChildren(a?j(a.id,a.args):``),r}function mn(e,t){let n=t?`use-code-again`:`use-code`,r=N(`input`,{id:n,name:n,autocomplete:`off`,spellcheck:`false`,required:!0});return N(`form`,{class:`use-code`,onsubmit:t=>{t.preventDefault();let n=un(r.value,location),i=e.st;if(n.kind===`malformed`)i.accountNote={id:`account-code-malformed`};else if(n.kind===`other-server`)i.accountNote={id:`account-code-other-server`,args:{server:n.server,here:location.host}};else{r.value=``,i.accountNote=null,e.signInAs(n.token);return}e.onChange()}},N(`h3`,null,j(`account-use-title`)),N(`p`,null,j(t?`account-use-replaces`:`account-use-why`)),N(`label`,{for:n},j(`account-use-label`)),r,N(`button`,{type:`submit`},j(`account-use-button`)),N(`p`,{class:`account-note`,role:`alert`}))}function hn(e){return e===`white`?`black`:e===`black`?`white`:`any`}var gn=[`any`,`white`,`black`];function _n(e){let t=N(`input`,{id:`name`,name:`name`,autocomplete:`nickname`,required:!0,pattern:v});return N(`div`,{class:`welcome`},N(`form`,{class:`card signup`,onsubmit:n=>{n.preventDefault(),e.st.error=null,e.conn.open(t.value.trim())}},N(`h2`,null,j(`signup-title`)),N(`p`,null,j(`signup-why`)),N(`label`,{for:`name`},j(`signup-name`)),t,N(`button`,{type:`submit`},j(`signup-button`))),N(`section`,{class:`card`},pn(e,!1)))}function vn(e,t){let n=e.st.mySeeks.has(t.id)||t.player===e.st.me;return N(`li`,{class:`seek`},N(`span`,null,...G(j(`seek-line`,{player:t.player,rating:String(t.rating),variant:j(A(t.variant)),time:t.time,color:j(`color-${t.color}`),rated:j(t.rated?`rated`:`casual`)}),[t.player])),n?F(j(`seek-cancel`),()=>e.send({type:`cancel_seek`,seek:t.id})):F(j(`seek-accept`),()=>e.send({type:`accept`,seek:t.id})))}function yn(e,t,n){return N(`select`,{id:e,name:e},...t.map(e=>N(`option`,{value:e},n(e))))}var bn=null;function xn(e){let t=`${k()}|${e.inviteCode}`;return bn?.key!==t&&(bn={key:t,el:Sn(e)}),bn.el}function Sn(e){let t=yn(`variant`,_.map(e=>e.name),e=>j(A(e))),n=yn(`time`,g.map(e=>e.time),e=>e);n.value=`5+3`;let r=yn(`color`,gn,e=>j(`color-${e}`)),i=N(`input`,{type:`checkbox`,id:`rated`,checked:!0}),a=()=>({time:n.value,color:r.value,rated:i.checked,variant:t.value});return N(`section`,{class:`card`},N(`h2`,null,j(`seek-new`)),N(`div`,{class:`fields`},N(`label`,{for:`variant`},j(`field-variant`)),t,N(`label`,{for:`time`},j(`field-time`)),n,N(`label`,{for:`color`},j(`field-color`)),r,N(`label`,{for:`rated`},j(`field-rated`)),i),N(`div`,{class:`actions`},F(j(`seek-post`),()=>e.send({type:`seek`,...a()})),F(j(`invite-make`),()=>e.send({type:`challenge`,...a()}))),e.inviteCode?wn(e.inviteCode):null)}function Cn(e){let t=e.st.challenge;if(t===null)return null;let n=t.seek;return N(`section`,{class:`card challenge`,"aria-live":`polite`},N(`h2`,null,j(`invite-title`)),N(`p`,null,...G(j(`invite-from`,{player:n.player,rating:String(n.rating),variant:j(A(n.variant)),time:n.time,rated:j(n.rated?`rated`:`casual`)}),[n.player])),N(`p`,null,j(`invite-you-play`,{color:j(`color-${hn(n.color)}`)})),N(`div`,{class:`actions`},F(j(`invite-accept`),()=>e.answerInvite(!0),{class:`primary`}),F(j(`invite-decline`),()=>e.answerInvite(!1))))}function wn(e){let t=`${location.origin}/#invite=${e}`,n=N(`input`,{readonly:!0,value:t,"aria-label":j(`invite-link`)});return N(`p`,{class:`invite`},N(`span`,null,j(`invite-pass`)),n,F(j(`invite-copy`),()=>{n.select(),navigator.clipboard?.writeText(t)}))}function Tn(e){let t=e.st,n=[...t.seeks.values()],r=[...t.games.values()].filter(e=>e.view.status===`active`&&(e.view.white===t.me||e.view.black===t.me)),i=[...t.games.values()].filter(e=>e.rematch===`theirs`);return N(`div`,{class:`lobby`},Cn(e),i.length>0?N(`section`,{class:`card`,"aria-live":`polite`},N(`h2`,null,j(`rematch-offers`)),N(`ul`,null,...i.map(n=>{let r=n.view.white===t.me?n.view.black:n.view.white;return N(`li`,null,N(`span`,null,...G(j(`rematch-from`,{player:r,time:n.view.time}),[r])),F(j(`rematch-accept`),()=>e.rematch(n,`accept`),{class:`primary`}),F(j(`rematch-decline`),()=>e.rematch(n,`decline`)))}))):null,r.length>0?N(`section`,{class:`card`},N(`h2`,null,j(`my-games`)),N(`ul`,null,...r.map(t=>N(`li`,null,N(`span`,null,...G(j(`game-line`,{white:t.view.white,black:t.view.black,time:t.view.time}),[t.view.white,t.view.black])),F(j(`game-open`),()=>e.watch(t.view.id)))))):null,N(`section`,{class:`card`,"aria-live":`polite`},N(`h2`,null,j(`seeks-title`)),n.length===0?N(`p`,{class:`empty`},j(`lobby-no-seeks`)):N(`ul`,{class:`seeks`},...n.map(t=>vn(e,t)))),xn(e),N(`section`,{class:`card`},N(`h2`,null,j(`live-title`)),t.live.length===0?N(`p`,{class:`empty`},j(`lobby-none-live`)):N(`ul`,null,...t.live.map(t=>N(`li`,null,N(`span`,null,...G(j(`game-line`,{white:t.white,black:t.black,time:t.time}),[t.white,t.black])),F(j(`game-watch`),()=>e.watch(t.id)))))),dn(e))}function En(e){let t=e.st.leaders,n=t=>e.send({type:`leaderboard`,class:t});return N(`section`,{class:`card`},N(`h2`,null,j(`leaders-title`)),N(`div`,{class:`actions`},F(j(`class-live`),()=>n(`live`)),F(j(`class-correspondence`),()=>n(`correspondence`))),t===null?null:N(`table`,null,N(`caption`,null,j(`class-${t.class}`)),N(`tr`,null,N(`th`,null,`#`),N(`th`,null,j(`leaders-player`)),N(`th`,null,j(`leaders-rating`)),N(`th`,null,j(`leaders-games`))),...t.entries.map((e,t)=>N(`tr`,null,N(`td`,null,String(t+1)),N(`td`,null,W(e.player)),N(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),N(`td`,null,String(e.games))))))}function Dn(){let e=[];for(let t=1;;t++){let n=`rules-${t}`,r=j(n);if(r===n)break;e.push(N(`p`,null,r))}return N(`article`,{class:`card rules`},N(`h2`,null,j(`rules-title`)),...e)}var On=[`beginner`,`easy`,`medium`,`hard`,`expert`],kn=[`white`,`black`,`any`];function Y(e,t,n){return N(`select`,{id:e,name:e},...t.map(e=>N(`option`,{value:e},n(e))))}var An=null;function jn(e){return An?.lang!==k()&&(An={lang:k(),el:Mn(e)}),An.el}function Mn(e){let t=Y(`level`,On,e=>j(`level-${e}`)),n=Y(`variant`,_.map(e=>e.name),e=>j(A(e))),r=Y(`time`,[`14d`,...g.filter(e=>e.class===`live`).map(e=>e.time)],e=>e===`14d`?j(`computer-untimed`):e),i=Y(`color`,kn,e=>j(`color-${e}`));return N(`section`,{class:`card`},N(`h2`,null,j(`computer-title`)),N(`p`,null,j(`computer-unrated`)),N(`div`,{class:`fields`},N(`label`,{for:`level`},j(`computer-level`)),t,N(`label`,{for:`variant`},j(`field-variant`)),n,N(`label`,{for:`time`},j(`field-time`)),r,N(`label`,{for:`color`},j(`field-color`)),i),N(`div`,{class:`actions`},F(j(`computer-play`),()=>e.send({type:`play_computer`,level:t.value,time:r.value,color:i.value,variant:n.value}),{class:`primary`})))}ct();var X=new y,Nn=document.getElementById(`app`);function Pn(){let[e,t]=location.hash.slice(1).split(`=`),n=X.st;if(e===`invite`&&t)n.invite=t,n.me!==null&&X.showInvite();else if(e===`game`&&t){let e=Number(t);Number.isInteger(e)&&e>0&&(n.current=e,n.page=`game`,n.me!==null&&!n.games.has(e)&&X.watch(e))}else e===`player`&&t?X.showPlayer(decodeURIComponent(t)):e===`computer`||e===`analysis`?n.page=e:e===`leaders`||e===`rules`?(n.page=e,e===`leaders`&&n.leaders===null&&X.send({type:`leaderboard`,class:`live`})):n.page=`lobby`;$()}function Fn(){let e=N(`select`,{id:`lang`,"aria-label":j(`language`),onchange:e=>{st(e.target.value),$()}},...et.map(e=>N(`option`,{value:e,selected:e===k()},j(`lang-${e}`)))),t=X.st;return N(`header`,null,N(`h1`,null,N(`a`,{href:`#`},j(`site-title`))),N(`nav`,null,N(`a`,{href:`#`},j(`nav-lobby`)),N(`a`,{href:`#leaders`},j(`nav-leaders`)),N(`a`,{href:`#rules`},j(`nav-rules`)),N(`a`,{href:`#computer`},j(`nav-computer`)),N(`a`,{href:`#analysis`},j(`nav-analysis`))),N(`span`,{class:`conn ${t.conn}`,role:`status`},t.me?j(`signed-in`,{name:t.me}):``,` `,In()),e)}function In(){let e=X.st;return e.conn===`open`?j(`conn-open`):e.conn===`connecting`?j(`online-connecting`):X.conn.attempt>0?j(`signin-reconnecting`,{attempt:X.conn.attempt}):j(`online-not-connected`)}function Ln(){let e=X.st,n=e.error?N(`p`,{class:`note`,role:`alert`,title:e.error.detail??``},lt(e.error),` `,F(j(`dismiss`),()=>(e.error=null,$()))):null;if(e.page===`rules`)return[Dn()];if(e.me===null)return[n,t.token()!==null&&e.conn!==`closed`?N(`p`,null,j(`loading`)):_n(X)];if(e.page===`leaders`)return[n,En(X)];if(e.page===`player`)return[n,Wt(X)];if(e.page===`computer`)return[n,jn(X)];if(e.page===`analysis`)return[n,It(X)];let r=X.game();return e.page===`game`&&r?[n,on(X,r)]:[n,Tn(X)]}var Z=N(`main`);Nn.replaceChildren(N(`header`),Z);var Q=!1;function $(){if(Q)return;let e=document.activeElement,t=e?.getAttribute(`data-square`),n=e?.id;Nn.firstElementChild.replaceWith(Fn());let r=Ln().filter(e=>e!==null);r.length===Z.children.length&&r.every((e,t)=>Z.children[t]===e)||Z.replaceChildren(...r),(t?Nn.querySelector(`[data-square="${t}"]`):n?document.getElementById(n):null)?.focus()}X.onChange=e=>{let t=X.game();e&&t&&e.game===t.view.id&&X.st.page===`game`?(Q=!0,qt(e.squares,X.st.flipped).then(()=>{Q=!1,$()})):$()},window.addEventListener(`hashchange`,Pn),window.addEventListener(`keydown`,e=>{let t=document.getElementById(`typed`);e.key===`/`&&t&&document.activeElement?.tagName!==`INPUT`&&(e.preventDefault(),t.focus())}),setInterval(()=>{let e=X.game();e&&X.st.page===`game`&&!Q&&Yt(e)},100),setInterval(()=>{X.st.page===`lobby`&&X.st.conn===`open`&&X.refreshLobby()},3e3),Pn(),t.token()!==null&&X.conn.open();