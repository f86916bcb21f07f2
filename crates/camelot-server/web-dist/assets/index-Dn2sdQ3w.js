(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=2.5;function t(t,n){if(t.type!==`ping`)return{answer:null,patience:n};let r=t.interval_ms;return{answer:{type:`pong`},patience:r>0?r*e:n}}var n={analysis:!0,board:!0,challenge:!0,draw_declined:!0,draw_offered:!0,draw_withdrawn:!0,error:!0,game:!0,game_over:!0,games:!0,invite:!0,leaderboard:!0,legal_moves:!0,lesson:!0,lesson_verdict:!0,lessons:!0,live_games:!0,lobby:!0,moved:!0,name_claimed:!0,next_legs:!0,ping:!0,player_back:!0,player_gone:!0,player_profile:!0,pong:!0,position_analysis:!0,puzzle:!0,puzzle_hint:!0,puzzle_moved:!0,puzzle_record:!0,puzzle_solution:!0,rematch_declined:!0,rematch_offered:!0,replayed:!0,review:!0,seek_closed:!0,seek_posted:!0,seeks:!0,stats:!0,takeback_declined:!0,takeback_offered:!0,takeback_withdrawn:!0,welcome:!0};function r(e){let t;try{t=JSON.parse(e)}catch{return null}if(typeof t!=`object`||!t)return null;let r=t.type;return typeof r==`string`&&Object.hasOwn(n,r)?t:null}var i=`camelot.token`,a=`camelot.token.refused`,o=class e{onMessage;onState;ws=null;retry=500;queue=[];state=`closed`;attempt=0;signUp=null;welcomed=!1;patience=null;silence;constructor(e,t){this.onMessage=e,this.onState=t}static token(){try{return localStorage.getItem(i)}catch{return null}}static keep(e){try{localStorage.setItem(i,e)}catch{}}static setAside(){try{let e=localStorage.getItem(i);e!==null&&localStorage.setItem(a,e),localStorage.removeItem(i)}catch{}}open(n=null){this.signUp=n;let i=this.ws;this.ws=null,i?.close(),this.patience=null,clearTimeout(this.silence);let a=`${location.protocol===`https:`?`wss`:`ws`}://${location.host}/`,o=new WebSocket(a);this.ws=o,this.setState(`connecting`),o.onopen=()=>{this.retry=500;let t=e.token(),n=t!==null&&this.signUp===null?{type:`hello`,protocol:2,token:t}:{type:`hello`,protocol:2,name:this.signUp??void 0};o.send(JSON.stringify(n))},o.onmessage=n=>{let i=r(String(n.data));if(i===null)return;let a=t(i,this.patience);if(this.patience=a.patience,this.listen(o),a.answer)o.send(JSON.stringify(a.answer));else{if(i.type===`welcome`){i.token&&e.keep(i.token),this.signUp=null,this.attempt=0,this.welcomed=!0,this.setState(`open`);for(let e of this.queue.splice(0))o.send(e)}else if(i.type===`error`&&this.state!==`open`){this.signUp=null,this.onMessage(i),this.ws=null,clearTimeout(this.silence),o.close(),setTimeout(()=>this.ws===null&&this.open(),this.retry),this.retry=Math.min(this.retry*2,8e3);return}this.onMessage(i)}},o.onclose=()=>this.lost(o)}listen(e){clearTimeout(this.silence),this.patience!==null&&(this.silence=setTimeout(()=>{e.close(),this.lost(e)},this.patience))}lost(e){this.ws===e&&(e.onclose=null,e.onmessage=null,clearTimeout(this.silence),this.welcomed&&(this.attempt+=1),this.setState(`closed`),setTimeout(()=>this.ws===e&&this.open(this.signUp),this.retry),this.retry=Math.min(this.retry*2,8e3))}send(e){let t=JSON.stringify(e);this.ws&&this.state===`open`?this.ws.send(t):this.queue.push(t)}setState(e){this.state=e,this.onState(e)}},s={phase:`moving`,moves:[]};function c(e,t){return e.filter(e=>t.every((t,n)=>e.path[n]===t))}function l(e){return e.phase===`placing_trees`}function u(e,t){return e.filter(e=>t.every(t=>e.path.includes(t)))}function d(e){let{moves:t}=e;return new Set(l(e)?t.flatMap(e=>e.path):t.map(e=>e.path[0]))}function f(e,t){return l(e)||t.length<2?null:c(e.moves,t).find(e=>e.path.length===t.length)?.notation??null}function p(e,t){return l(e)?new Set(u(e.moves,t).flatMap(e=>e.path.filter(e=>!t.includes(e)))):new Set(c(e.moves,t).filter(e=>e.path.length>t.length).map(e=>e.path[t.length]))}function m(e,t,n){if(l(e))return ee(e.moves,t,n);if(t.length===0)return d(e).has(n)?{kind:`select`,path:[n]}:{kind:`ignore`};if(n===t[t.length-1]){let n=f(e,t);return n?{kind:`play`,notation:n}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}if(p(e,t).has(n)){let r=[...t,n],i=f(e,r);return i&&p(e,r).size===0?{kind:`play`,notation:i}:{kind:`leg`,path:r}}return t.length===1&&d(e).has(n)?{kind:`select`,path:[n]}:t.length===1?{kind:`cancel`}:{kind:`ignore`}}function ee(e,t,n){if(t.includes(n))return{kind:`trees`,path:t.filter(e=>e!==n)};let r=[...t,n],i=u(e,r);if(i.length===0)return{kind:`ignore`};let a=i.find(e=>e.path.length===r.length);return a?{kind:`play`,notation:a.notation}:{kind:`trees`,path:r}}function h(e){return e.trim().split(/[-x,^]/i).map(e=>e.trim().toUpperCase()).filter(e=>e.length>0)}var g={sound:[`on`,`off`],pieces:[`classic`,`flat`],board:[`wood`,`green`,`blue`],confirm:[`off`,`on`],theme:[`dark`,`light`]},_=`camelot.settings`,te=Object.keys(g);function ne(e){let t={};try{let n=JSON.parse(e??`{}`);typeof n==`object`&&n&&(t=n)}catch{}let n={};for(let e of te){let r=g[e],i=t[e];n[e]=typeof i==`string`&&r.includes(i)?i:r[0]}return n}function re(e,t,n){return g[t].includes(n)?{...e,[t]:n}:e}function v(e,t,n,r){if(e.confirming!==null)return y(e),null;let i=m(t,e.path,n);switch(i.kind){case`select`:case`leg`:case`trees`:return e.path=i.path,null;case`play`:return r?(e.confirming=i.notation,e.path=h(i.notation),null):(e.path=[],i.notation);case`cancel`:return y(e),null;case`ignore`:return null}}function ie(e){let t=e.confirming;return t!==null&&y(e),t}function y(e){e.path=[],e.confirming=null}function ae(){return{me:null,guest:!1,conn:`closed`,seeks:new Map,mySeeks:new Set,live:[],games:new Map,current:null,invite:null,challenge:null,boards:new Map,leaders:null,page:`lobby`,rulesOf:`camelot`,signUpFor:null,signUpName:``,profile:null,profileName:null,profileMissing:!1,error:null,showCode:!1,accountNote:null,analysing:{variant:`camelot`,position:``},board:null,settings:ne(null)}}function oe(e){return{view:e,clockAt:performance.now(),legal:s,legalPly:-1,path:[],confirming:null,over:e.status===`active`?null:{result:e.result??null,termination:e.termination??null},gone:e.gone?{side:e.gone.side,inMs:e.gone.claimable_in_ms,at:performance.now()}:null,review:null,analysis:null,showBest:!1,note:null,resignArmed:!1,rematch:null,turned:!1}}function b(e,t){return t.id===0?t.to_move:e.me===null?null:t.white===e.me?`white`:t.black===e.me?`black`:null}function se(e,t){return(t.view.id===0?null:b(e,t.view))===`black`!==t.turned}function ce(e,t){if(!e.gone)return 1/0;let n=e.view.to_move===e.gone.side;return e.gone.inMs-(n?t-e.gone.at:0)}function le(e,t){e.over={result:t.result,termination:t.termination,rating:t.rating??void 0},t.rating&&(e.view.ratings=[Math.round(t.rating.white.after),Math.round(t.rating.black.after)]),e.view.status=t.result===null?`aborted`:`finished`,e.view.clock.running=null,e.legal=s,y(e),e.gone=null,e.note=null}var ue=[{class:`live`,time:`1+0`},{class:`live`,time:`3+2`},{class:`live`,time:`5+3`},{class:`live`,time:`10+5`},{class:`live`,time:`15+10`},{class:`live`,time:`30+0`},{class:`correspondence`,time:`1d`},{class:`correspondence`,time:`3d`},{class:`correspondence`,time:`7d`}],x=[{key:`variant-camelot`,name:`camelot`},{key:`variant-camette`,name:`camette`},{key:`variant-cam`,name:`cam`},{key:`variant-chivalry`,name:`chivalry`},{key:`variant-anti`,name:`anti`},{key:`variant-river`,name:`river`}],de=`(?![gG][uU][eE][sS][tT]-)[A-Za-z0-9][A-Za-z0-9_\\-]{1,31}`,fe={bad_placement:`illegal-bad-placement`,canter_after_jump:`illegal-canter-after-jump`,canter_into_own_castle:`illegal-canter-into-own-castle`,canter_leads_nowhere:`illegal-canter-leads-nowhere`,capture_due:`illegal-capture-due`,castle_full:`illegal-castle-full`,charge_misses_capture:`illegal-charge-misses-capture`,charge_must_capture:`illegal-charge-must-capture`,ended_in_their_castle:`illegal-ended-in-their-castle`,game_ended:`illegal-game-over`,game_over:`illegal-game-over`,in_their_castle:`illegal-in-their-castle`,into_own_castle:`illegal-into-own-castle`,jump_goes_on:`illegal-jump-goes-on`,jump_not_here:`illegal-jump-not-here`,landed_twice:`illegal-landed-twice`,man_cannot_charge:`illegal-man-cannot-charge`,must_leave_castle:`illegal-must-leave-castle`,no_castle_moves_left:`illegal-no-castle-moves-left`,no_leg:`illegal-no-leg`,no_legal_move:`illegal-no-legal-move`,no_piece:`illegal-no-piece`,no_run:`illegal-no-run`,not_a_leg:`illegal-not-a-leg`,not_a_tree_square:`illegal-not-a-tree-square`,not_declarable:`illegal-not-declarable`,not_empty:`illegal-not-empty`,not_yours:`illegal-not-yours`,nothing_to_leap:`illegal-nothing-to-leap`,only_castle_move:`illegal-only-castle-move`,place_trees_first:`illegal-place-trees-first`,step_after_leap:`illegal-step-after-leap`,step_is_single:`illegal-step-is-single`,tree_across_river:`illegal-tree-across-river`,tree_in_river:`illegal-tree-in-river`,tree_on_piece:`illegal-tree-on-piece`,tree_on_tree:`illegal-tree-on-tree`,trees_placed:`illegal-trees-placed`,wrong_joint:`illegal-wrong-joint`,wrong_leg_kind:`illegal-wrong-leg-kind`},pe=1e4,me={"Computer (Beginner)":`level-beginner`,"Computer (Easy)":`level-easy`,"Computer (Expert)":`level-expert`,"Computer (Hard)":`level-hard`,"Computer (Medium)":`level-medium`};function he(e){let t=e.illegal;if(!t)return{id:`error-${e.code}`,detail:e.message};let n={};for(let[e,r]of Object.entries(t.args))r!==void 0&&(n[e]=r);return t.rule&&(n.rule=t.rule),{id:`error-illegal`,detail:e.message,why:{id:fe[t.code]??`error-illegal_move`,args:n}}}function ge(e){return e.trim().split(/\s+/)[1]===`b`?`black`:`white`}function _e(e){return e.clocked}function ve(e){return e.status===`active`&&e.turn?.abort_in_ms!=null}function ye(e,t,n){switch(e){case`ArrowLeft`:return Math.max(0,t-1);case`ArrowRight`:return Math.min(n,t+1);case`Home`:return 0;case`End`:return n;default:return null}}function be(e){return e.at===0?null:{number:Math.ceil(e.at/2),side:ge(e.positions[e.at-1]),move:e.moves[e.at-1]}}var xe=Object.keys({beginner:!0,easy:!0,medium:!0,hard:!0,expert:!0});function Se(e){let t=me[e];return xe.find(e=>`level-${e}`===t)??null}function Ce(e,t){let n=Se(e[t===`white`?`black`:`white`]);return n===null?null:{type:`play_computer`,level:n,time:e.time,color:t===`white`?`black`:`white`,variant:e.variant??`camelot`}}function we(e){let t=/^(\d+)\+(\d+)$/.exec(e);return t?{base:Number(t[1])*6e4,increment:Number(t[2])*1e3}:null}function Te(e,t,n){let r=t?we(t)?.base??0:0;return oe({id:0,white:``,black:``,time:t??``,rated:!1,variant:e,status:`active`,moves:[],position:n,to_move:`white`,clock:{white_ms:r,black_ms:r,running:null},clocked:t!==null})}function Ee(e,t){return{type:`replay`,variant:e.view.variant??`camelot`,moves:t}}function De(e,t,n,r=performance.now()){let i=e.games.get(0);if(!i||i.over||(t.variant??`camelot`)!==(i.view.variant??`camelot`))return!1;let a=i.view,o=t.moves.length===a.moves.length+1,s=we(a.time);if(s){let e=a.clock.running;e&&(a.clock[`${e}_ms`]-=r-i.clockAt),o&&a.moves.length>0&&(a.clock[`${a.to_move}_ms`]+=s.increment)}i.clockAt=r,t.moves.length!==a.moves.length&&(i.note=null),a.moves=t.moves,a.position=t.position,a.to_move=ge(t.position),a.clock.running=s&&t.moves.length>0?a.to_move:null,i.legal={phase:t.phase,moves:t.legal},i.legalPly=t.moves.length,y(i),t.result&&ke(i,t.result,t.termination??null);let c=t.moves[t.moves.length-1];return o&&n(h(c),c.includes(`x`)),!0}function Oe(e,t){let n=e.view.clock.running;return e.view.id!==0||e.over||!n||e.view.clock[`${n}_ms`]-(t-e.clockAt)>0?!1:(e.view.clock[`${n}_ms`]=0,ke(e,n===`white`?`black_wins`:`white_wins`,`time_forfeit`),!0)}function ke(e,t,n){e.over={result:t,termination:n},e.view.status=`finished`,e.view.clock.running=null,e.legal=s,y(e)}function Ae(e,t,n){switch(t.type){case`draw_offered`:case`takeback_offered`:{let r=e.games.get(t.game);r&&(t.type===`draw_offered`?r.view.draw_offer=t.by:r.view.takeback_offer=t.by,r.note=null,t.by!==b(e,r.view)&&n());break}case`draw_declined`:case`takeback_declined`:{let n=e.games.get(t.game);if(n){let r=t.type===`draw_declined`,i=n.view[r?`draw_offer`:`takeback_offer`]===b(e,n.view);n.view[r?`draw_offer`:`takeback_offer`]=void 0,n.note={id:`${r?`draw`:`takeback`}-declined${i?``:`-by-you`}`}}break}case`draw_withdrawn`:case`takeback_withdrawn`:{let n=e.games.get(t.game);if(n){let r=t.type===`draw_withdrawn`;n.view[r?`draw_offer`:`takeback_offer`]=void 0;let i=t.by===`white`?n.view.white:n.view.black;n.note=t.by===b(e,n.view)?null:{id:`${r?`draw`:`takeback`}-withdrawn`,args:{name:i}}}break}case`rematch_offered`:{let n=e.games.get(t.game);n&&(n.rematch=`theirs`);break}case`rematch_declined`:{let n=e.games.get(t.game);n&&(n.rematch=n.rematch===`mine`?`declined`:null);break}}}function je(e){let[t,n]=e.replace(/^#/,``).split(`=`);return t===`lessons`||t===`puzzles`?{page:t}:t===`lesson`&&/^\d+$/.test(n??``)?{page:`lesson`,lesson:Number(n)}:t===`puzzle`&&n?{page:`puzzle`,id:decodeURIComponent(n)}:null}function Me(e){return`#puzzle=${encodeURIComponent(e)}`}var Ne=(e,t)=>e.lesson===t.lesson&&e.step===t.step,Pe=`camelot.lessons`;function Fe(e){try{let t=JSON.parse(e??`[]`);return Array.isArray(t)?t.filter(e=>Number.isInteger(e?.lesson)&&Number.isInteger(e?.step)):[]}catch{return[]}}function Ie(e,t){return e.some(e=>Ne(e,t))?e:[...e,t]}function Le(e,t){return e.exercises.every(n=>t.some(t=>Ne(t,{lesson:e.number,step:n})))}function Re(e){let t={};for(let[n,r]of Object.entries(e.args))r!==void 0&&(t[n]=r);return t}function ze(e,t,n=`signup-to-play`,r){return e.st.me!==null&&!e.st.guest?(e.send(t),!1):(e.st.signUpFor={why:n,args:r,then:t},e.onChange(),!0)}function Be(e){let t=e.st,n=t.signUpFor;t.me===null||t.guest||n===null||(t.signUpFor=null,t.signUpName=``,n.then&&e.send(n.then),n.then?.type===`accept_invite`&&(t.challenge=null))}function Ve(e,t){e.st.me=t,e.st.guest=!1,e.send({type:`my_games`}),Be(e)}function He(e,t){if(t===`not_signed_in`)e.signUpFor??={why:`signup-to-play`,then:null};else if(t===`unknown_player`&&e.page===`player`)e.profileMissing=!0;else return!1;return!0}function Ue(e){if(e.st.me!==null)try{let t=Fe(localStorage.getItem(Pe));localStorage.removeItem(Pe),t.length>0&&e.send({type:`lessons_solved`,solved:t})}catch{}}function We(e,t,n){for(let t of n.seeks_opened??[])e.set(t.id,t);for(let t of n.seeks_closed??[])e.delete(t);let r=n.games_started??[],i=new Set([...n.games_ended??[],...r.map(e=>e.id)]);return[...t.filter(e=>!i.has(e.id)),...r]}function Ge(e,t){switch(t.type){case`seeks`:return e.seeks=new Map(t.seeks.map(e=>[e.id,e])),!0;case`seek_posted`:{let n=t.seek;return e.seeks.set(n.id,n),e.mySeeks.add(n.id),!0}case`lobby`:return e.live=We(e.seeks,e.live,t),!0;case`seek_closed`:{let n=t.seek;return e.seeks.delete(n),e.mySeeks.delete(n),!0}case`live_games`:return e.live=t.games,!0;case`player_gone`:{let n=t,r=e.games.get(n.game);return r&&(r.gone={side:n.side,inMs:n.claimable_in_ms,at:performance.now()}),!0}case`player_back`:{let n=e.games.get(t.game);return n&&(n.gone=null),!0}case`leaderboard`:{let n=t;return e.leaders={class:n.class,entries:n.entries},!0}case`legal_moves`:{let n=t,r=e.games.get(n.game);return r&&n.ply===r.view.moves.length&&(r.legal={phase:n.phase??`moving`,moves:n.moves},r.legalPly=n.ply),!0}case`board`:{let n=t;return e.boards.set(n.variant,n.board),!0}case`review`:{let n=t,r=e.games.get(n.game);return r&&(r.review={positions:n.positions,moves:n.moves,at:n.positions.length-1,record:n.record??void 0}),!0}case`analysis`:{let n=t,r=e.games.get(n.game);return r&&(r.analysis={evaluations:n.evaluations,marks:n.marks}),!0}case`position_analysis`:{let n=t;return e.board={variant:n.variant??`camelot`,position:n.position,evaluation:n.evaluation},!0}default:return!1}}var Ke=`camelot-account`;function qe(e){return`${e.protocol===`https:`?`wss`:`ws`}://${e.host}/`}function Je(e,t,n){return`${Ke} ${qe(e)} ${t} ${n}`}function Ye(e,t){let n=e.trim().split(/\s+/);if(n.length!==4||n[0]!==Ke)return{kind:`malformed`};let[,r,i,a]=n,o;try{o=new URL(r.includes(`://`)?r:`ws://${r}`)}catch{return{kind:`malformed`}}return o.protocol!==`ws:`&&o.protocol!==`wss:`?{kind:`malformed`}:o.host.toLowerCase()===t.host.toLowerCase()&&o.protocol===new URL(qe(t)).protocol?{kind:`account`,name:i,token:a}:{kind:`other-server`,server:r}}var Xe=class{host;conn;signInAs;constructor(e,t,n){this.host=e,this.conn=t,this.signInAs=n}signUp(e){let t=this.host.st;t.error=null,t.signUpName=e.trim(),t.guest?this.host.send({type:`claim_name`,name:t.signUpName}):this.conn.open(t.signUpName)}dismissSignUp(){this.host.st.signUpFor=null,this.host.onChange()}toggleCode(){this.host.st.showCode=!this.host.st.showCode,this.host.onChange()}useCode(e,t){let n=this.host.st,r=Ye(e,t);return r.kind===`account`?(n.accountNote=null,this.signInAs(r.token),!0):(n.accountNote=r.kind===`malformed`?{id:`account-code-malformed`}:{id:`account-code-other-server`,args:{server:r.server,here:t.host}},this.host.onChange(),!1)}},Ze=class{host;constructor(e){this.host=e}choose(e){this.host.st.analysing={variant:e,position:``},this.host.onChange()}type(e){this.host.st.analysing.position=e}position(){let{variant:e,position:t}=this.host.st.analysing;return t.trim()===``?this.host.board(e)?.start??``:t}evaluate(){let e=this.host.st,t=this.position().trim();e.board=`asked`,this.host.send({type:`analyse_position`,variant:e.analysing.variant,position:t}),this.host.onChange()}},Qe=class{host;askLegal;constructor(e,t){this.host=e,this.askLegal=t}start(e,t){let n=this.host.st,r=Te(e,t,this.host.board(e)?.start??``);n.games.set(0,r),n.current=0,n.page=`game`,this.askLegal(r),location.hash!==`#local`&&history.replaceState(null,``,`#local`),this.host.onChange()}takeBack(){let e=this.host.st.games.get(0);e&&e.view.moves.length>0&&this.host.send(Ee(e,e.view.moves.slice(0,-1)))}leave(){this.host.st.games.delete(0),this.host.st.page=`local`,this.host.onChange()}};function $e(e){return e.result===`draw`?`drawn`:e.result===`white_wins`==(e.color===`white`)?`won`:`lost`}function et(e){let t={won:0,lost:0,drawn:0};for(let n of e)t[$e(n)]+=1;return t}function tt(e){return{wins:e.white.wins+e.black.wins,draws:e.white.draws+e.black.draws,losses:e.white.losses+e.black.losses}}function nt(e){return`${e.wins}–${e.draws}–${e.losses}`}function rt(e){return`${Math.round(e*100)}%`}function it(e){return[rt(e.white_wins),rt(e.black_wins),rt(e.draws)]}function at(e,t){let n=[e];for(let e of new Set(t)){let t=RegExp(`(?<![\\w-])${e.replace(/[.*+?^${}()|[\]\\]/g,`\\$&`)}(?![\\w-])`,`u`);n=n.flatMap(n=>typeof n==`string`?n.split(t).flatMap((t,n)=>n===0?[t]:[{name:e},t]):[n])}return n.filter(e=>e!==``)}function ot(e,t,n){return!n||e?.name!==t.name?t:{...t,games:[...e.games,...t.games]}}var st=class{host;paging=!1;constructor(e){this.host=e}show(e){let t=this.host.st;t.profile?.name.toLowerCase()!==e.toLowerCase()&&(t.profile=null),t.page=`player`,t.profileName=e,t.profileMissing=!1,this.host.send({type:`player`,name:e})}lookUp(e){let t=e.trim();return t!==``&&(location.hash=`player=${encodeURIComponent(t)}`,this.show(t),this.host.onChange(),!0)}older(e,t){this.paging=!0,this.host.send({type:`player`,name:e,before:t})}came(e){let t=this.host.st;t.profile=ot(t.profile,e.profile,this.paging),t.profileMissing=!1,this.paging=!1}},ct={offer:`offer_rematch`,accept:`accept_rematch`,decline:`decline_rematch`},lt=class{st=ae();conn;learning=null;onChange=()=>{};account;local;player=new st(this);analysis=new Ze(this);constructor(){try{this.st.settings=ne(localStorage.getItem(_))}catch{}this.conn=new o(e=>this.receive(e),e=>{this.st.conn=e,this.onChange()}),this.account=new Xe(this,this.conn,e=>this.signInAs(e)),this.local=new Qe(this,e=>this.askLegal(e))}send(e){this.conn.send(e)}signInAs(e){o.keep(e);let t=this.st;t.me=null,t.games.clear(),t.current=null,t.mySeeks.clear(),t.showCode=!1,t.page=`lobby`,this.conn.open(),this.onChange()}showInvite(){this.st.invite!==null&&(this.send({type:`show_invite`,invite:this.st.invite}),this.st.invite=null)}answerInvite(e){let t=this.st.challenge;t!==null&&(e&&ze(this,{type:`accept_invite`,invite:t.invite},`signup-to-accept`,{player:t.seek.player})||(this.st.challenge=null,history.replaceState(null,``,location.pathname),this.onChange()))}game(){return this.st.current===null?void 0:this.st.games.get(this.st.current)}receive(e){let t=this.st;if(Ge(t,e))return this.onChange();switch(e.type){case`welcome`:t.me=e.player||null,t.guest=e.guest===!0;for(let t of e.games)this.takeGame(t,!1);t.invite&&this.showInvite(),t.current!==null&&t.current!==0&&this.watch(t.current),t.page===`player`&&t.profileName&&this.player.show(t.profileName),Be(this),Ue(this),this.learning?.(e);break;case`name_claimed`:Ve(this,e.player);break;case`error`:{if(t.page===`learn`&&this.learning?.(e))break;e.code===`bad_token`&&(o.setAside(),t.me=null);let n=this.game();if(n?.analysis===`asked`&&(n.analysis=null),t.board===`asked`&&(t.board=null),He(t,e.code)||n?.over&&(e.code===`unknown_game`||e.code===`game_over`))break;let r=n&&t.page===`game`,i=e.code===`bad_token`?{id:`token-set-aside`}:he(e);r?(n.note=i,y(n),this.askLegal(n)):t.error=i;break}case`challenge`:this.inviteCode=e.invite;break;case`invite`:t.challenge={invite:e.invite,seek:e.seek},t.page=`lobby`;break;case`games`:for(let t of e.games)this.takeGame(t,!1);break;case`game`:this.takeGame(e.game,!0);break;case`moved`:return this.moved(e);case`game_over`:{let n=t.games.get(e.game);n&&(le(n,e),this.send({type:`review`,game:e.game}));break}case`draw_offered`:case`takeback_offered`:case`draw_declined`:case`takeback_declined`:case`draw_withdrawn`:case`takeback_withdrawn`:case`rematch_offered`:case`rematch_declined`:Ae(t,e,()=>this.onOffer());break;case`player_profile`:this.player.came(e);break;case`replayed`:if(!De(t,e,(e,t)=>this.onChange({game:0,squares:e,capture:t})))return;break;default:if(this.learning?.(e))break;return}this.onChange()}inviteCode=null;takeGame(e,t){let n=this.st,r=n.games.get(e.id),i=oe(e);if(r&&r.view.status!==`active`&&e.status===`active`)return;r&&(i.review=r.review,i.analysis=r.analysis,r.view.takeback_offer&&!e.takeback_offer&&e.moves.length<r.view.moves.length&&(i.note={id:`takeback-accepted`})),n.games.set(e.id,i),this.board(e.variant??`camelot`);let a=b(n,e);r&&(i.turned=r.turned),t&&(a!==null||n.current===e.id)&&(n.current=e.id,n.page=`game`,location.hash=`game=${e.id}`),e.status!==`active`&&this.send({type:`review`,game:e.id}),this.askLegal(i)}boardsAsked=new Set;board(e){let t=this.st.boards.get(e);return!t&&!this.boardsAsked.has(e)&&(this.boardsAsked.add(e),this.send({type:`board`,variant:e})),t}onOffer=()=>{};rematch(e,t){let n=b(this.st,e.view),r=n&&t===`offer`?Ce(e.view,n):null;if(r)return this.send(r);this.send({type:ct[t],game:e.view.id}),e.rematch=t===`offer`?`mine`:null,this.onChange()}watch(e){let t=this.st.games.get(e);this.st.current=e,t&&b(this.st,t.view)!==null?(this.st.page=`game`,location.hash=`game=${e}`,this.onChange()):this.send({type:`watch`,game:e})}moved(e){let t=this.st.games.get(e.game);if(!t||e.ply<=t.view.moves.length)return;if(e.ply>t.view.moves.length+1){this.send(b(this.st,t.view)?{type:`my_games`}:{type:`watch`,game:e.game});return}let n=h(e.move),r=t.view.takeback_offer!==void 0&&t.view.takeback_offer!==null&&t.view.takeback_offer===b(this.st,t.view);t.view.moves.push(e.move),t.view.position=e.position,t.view.to_move=e.to_move??ge(e.position),t.view.turn=e.turn??null,t.view.clock=e.clock,t.clockAt=performance.now(),t.view.draw_offer=void 0,t.view.takeback_offer=void 0,t.legal=s,y(t),t.note=r?{id:`takeback-lapsed`}:null,t.resignArmed=!1,e.turn&&b(this.st,t.view)===t.view.to_move?(t.legal={phase:e.turn.phase,moves:e.turn.legal},t.legalPly=e.ply):e.turn||this.askLegal(t),this.onChange({game:e.game,squares:n,capture:e.move.includes(`x`)})}askLegal(e){let t=b(this.st,e.view);e.view.id===0?e.view.status===`active`&&this.send(Ee(e,e.view.moves)):e.view.status===`active`&&t===e.view.to_move&&this.send({type:`legal`,game:e.view.id})}reviewed(){let e=this.game();return e?.over&&e.review?{g:e,r:e.review}:null}reviewGo(e){let t=this.reviewed();t&&(t.r.at=Math.max(0,Math.min(t.r.positions.length-1,e)),this.onChange())}reviewKey(e){let t=this.reviewed(),n=t&&ye(e,t.r.at,t.r.positions.length-1);return n!=null&&(this.reviewGo(n),!0)}toggleBest(){let e=this.game();e&&(e.showBest=!e.showBest,this.onChange())}askAnalysis(){let e=this.game();e&&e.analysis===null&&(e.analysis=`asked`,this.send({type:`analyse`,game:e.view.id}),this.onChange())}gameAct(e){let t=this.game();t&&this.send({type:e,game:t.view.id})}cancelSeek(e){this.send({type:`cancel_seek`,seek:e})}leaderboard(e){this.send({type:`leaderboard`,class:e})}playComputer(e){this.send({type:`play_computer`,...e})}resign(){let e=this.game();e&&(e.resignArmed&&this.send({type:`resign`,game:e.view.id}),e.resignArmed=!e.resignArmed,this.onChange())}toLobby(){this.st.page=`lobby`,location.hash=``,this.onChange()}turnBoard(){let e=this.game();e&&(e.turned=!e.turned,this.onChange())}lobbyWatched=!1;showLobby(e){let t=this.st.conn===`open`,n=e&&t;n!==this.lobbyWatched&&(this.lobbyWatched=n,t&&this.send({type:n?`watch_lobby`:`unwatch_lobby`}))}square(e){let t=this.game();if(!t||t.legalPly!==t.view.moves.length||t.review?.at!==void 0&&t.over)return;let n=v(t,t.legal,e,this.st.settings.confirm===`on`);n!==null&&this.play(t,n),this.onChange()}confirmMove(){let e=this.game(),t=e&&ie(e);e&&t&&(this.play(e,t),this.onChange())}endHere(){let e=this.game(),t=e&&f(e.legal,e.path);e&&t&&(this.play(e,t),this.onChange())}cancelMove(){let e=this.game();e&&(y(e),this.onChange())}setSetting(e,t){this.st.settings=re(this.st.settings,e,t);try{localStorage.setItem(_,JSON.stringify(this.st.settings))}catch{}this.onChange()}play(e,t){e.view.id===0?this.send(Ee(e,[...e.view.moves,t])):this.send({type:`move`,game:e.view.id,move:t,ply:e.view.moves.length}),e.legalPly=-1}},S=class{constructor(e){this.value=e}valueOf(){return this.value}},C=class extends S{constructor(e=`???`){super(e)}toString(e){return`{${this.value}}`}},w=class extends S{constructor(e,t={}){super(e),this.opts=t}toString(e){if(e)try{return e.memoizeIntlObject(Intl.NumberFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return this.value.toString(10)}},T=class e extends S{static supportsValue(t){if(typeof t==`number`||t instanceof Date)return!0;if(t instanceof S)return e.supportsValue(t.valueOf());if(`Temporal`in globalThis){let e=globalThis.Temporal;if(t instanceof e.Instant||t instanceof e.PlainDateTime||t instanceof e.PlainDate||t instanceof e.PlainMonthDay||t instanceof e.PlainTime||t instanceof e.PlainYearMonth)return!0}return!1}constructor(t,n={}){t instanceof e?(n={...t.opts,...n},t=t.value):t instanceof S&&(t=t.valueOf()),typeof t==`object`&&`calendarId`in t&&n.calendar===void 0&&(n={...n,calendar:t.calendarId}),super(t),this.opts=n}[Symbol.toPrimitive](e){return e===`string`?this.toString():this.toNumber()}toNumber(){let e=this.value;if(typeof e==`number`)return e;if(e instanceof Date)return e.getTime();if(`epochMilliseconds`in e)return e.epochMilliseconds;if(`toZonedDateTime`in e)return e.toZonedDateTime(`UTC`).epochMilliseconds;throw TypeError(`Unwrapping a non-number value as a number`)}toString(e){if(e)try{return e.memoizeIntlObject(Intl.DateTimeFormat,this.opts).format(this.value)}catch(t){e.reportError(t)}return typeof this.value==`number`||this.value instanceof Date?new Date(this.value).toISOString():this.value.toString()}},ut=100,dt=`⁨`,ft=`⁩`;function pt(e,t,n){return n===t||n instanceof w&&t instanceof w&&n.value===t.value||t instanceof w&&typeof n==`string`&&n===e.memoizeIntlObject(Intl.PluralRules,t.opts).select(t.value)}function mt(e,t,n){return t[n]?D(e,t[n].value):(e.reportError(RangeError(`No default`)),new C)}function ht(e,t){let n=[],r=Object.create(null);for(let i of t)i.type===`narg`?r[i.name]=E(e,i.value):n.push(E(e,i));return{positional:n,named:r}}function E(e,t){switch(t.type){case`str`:return t.value;case`num`:return new w(t.value,{minimumFractionDigits:t.precision});case`var`:return gt(e,t);case`mesg`:return _t(e,t);case`term`:return vt(e,t);case`func`:return yt(e,t);case`select`:return bt(e,t);default:return new C}}function gt(e,{name:t}){let n;if(e.params){if(Object.prototype.hasOwnProperty.call(e.params,t))n=e.params[t];else return new C(`$${t}`)}else if(e.args&&Object.prototype.hasOwnProperty.call(e.args,t))n=e.args[t];else return e.reportError(ReferenceError(`Unknown variable: $${t}`)),new C(`$${t}`);if(n instanceof S)return n;switch(typeof n){case`string`:return n;case`number`:return new w(n);case`object`:if(T.supportsValue(n))return new T(n);default:return e.reportError(TypeError(`Variable type not supported: $${t}, ${typeof n}`)),new C(`$${t}`)}}function _t(e,{name:t,attr:n}){let r=e.bundle._messages.get(t);if(!r)return e.reportError(ReferenceError(`Unknown message: ${t}`)),new C(t);if(n){let i=r.attributes[n];return i?D(e,i):(e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new C(`${t}.${n}`))}return r.value?D(e,r.value):(e.reportError(ReferenceError(`No value: ${t}`)),new C(t))}function vt(e,{name:t,attr:n,args:r}){let i=`-${t}`,a=e.bundle._terms.get(i);if(!a)return e.reportError(ReferenceError(`Unknown term: ${i}`)),new C(i);if(n){let t=a.attributes[n];if(t){e.params=ht(e,r).named;let n=D(e,t);return e.params=null,n}return e.reportError(ReferenceError(`Unknown attribute: ${n}`)),new C(`${i}.${n}`)}e.params=ht(e,r).named;let o=D(e,a.value);return e.params=null,o}function yt(e,{name:t,args:n}){let r=e.bundle._functions[t];if(!r)return e.reportError(ReferenceError(`Unknown function: ${t}()`)),new C(`${t}()`);if(typeof r!=`function`)return e.reportError(TypeError(`Function ${t}() is not callable`)),new C(`${t}()`);try{let t=ht(e,n);return r(t.positional,t.named)}catch(n){return e.reportError(n),new C(`${t}()`)}}function bt(e,{selector:t,variants:n,star:r}){let i=E(e,t);if(i instanceof C)return mt(e,n,r);for(let t of n)if(pt(e,i,E(e,t.key)))return D(e,t.value);return mt(e,n,r)}function xt(e,t){if(e.dirty.has(t))return e.reportError(RangeError(`Cyclic reference`)),new C;e.dirty.add(t);let n=[],r=e.bundle._useIsolating&&t.length>1;for(let i of t)if(typeof i==`string`)n.push(e.bundle._transform(i));else{if(e.placeables++,e.placeables>ut)throw e.dirty.delete(t),RangeError(`Too many placeables expanded: ${e.placeables}, max allowed is ${ut}`);r&&n.push(dt),n.push(E(e,i).toString(e)),r&&n.push(ft)}return e.dirty.delete(t),n.join(``)}function D(e,t){return typeof t==`string`?e.bundle._transform(t):xt(e,t)}var St=class{constructor(e,t,n){this.dirty=new WeakSet,this.params=null,this.placeables=0,this.bundle=e,this.errors=t,this.args=n}reportError(e){if(!this.errors||!(e instanceof Error))throw e;this.errors.push(e)}memoizeIntlObject(e,t){let n=this.bundle._intls.get(e);n||(n={},this.bundle._intls.set(e,n));let r=JSON.stringify(t);return n[r]||(n[r]=new e(this.bundle.locales,t)),n[r]}};function Ct(e,t){let n=Object.create(null);for(let[r,i]of Object.entries(e))t.includes(r)&&(n[r]=i.valueOf());return n}var wt=[`unitDisplay`,`currencyDisplay`,`useGrouping`,`minimumIntegerDigits`,`minimumFractionDigits`,`maximumFractionDigits`,`minimumSignificantDigits`,`maximumSignificantDigits`];function Tt(e,t){let n=e[0];if(n instanceof C)return new C(`NUMBER(${n.valueOf()})`);if(n instanceof w)return new w(n.valueOf(),{...n.opts,...Ct(t,wt)});if(n instanceof T)return new w(n.toNumber(),{...Ct(t,wt)});throw TypeError(`Invalid argument to NUMBER`)}var Et=[`dateStyle`,`timeStyle`,`fractionalSecondDigits`,`dayPeriod`,`hour12`,`weekday`,`era`,`year`,`month`,`day`,`hour`,`minute`,`second`,`timeZoneName`];function Dt(e,t){let n=e[0];if(n instanceof C)return new C(`DATETIME(${n.valueOf()})`);if(n instanceof T||n instanceof w)return new T(n,Ct(t,Et));throw TypeError(`Invalid argument to DATETIME`)}var Ot=new Map;function kt(e){let t=Array.isArray(e)?e.join(` `):e,n=Ot.get(t);return n===void 0&&(n=new Map,Ot.set(t,n)),n}var At=class{constructor(e,{functions:t,useIsolating:n=!0,transform:r=e=>e}={}){this._terms=new Map,this._messages=new Map,this.locales=Array.isArray(e)?e:[e],this._functions={NUMBER:Tt,DATETIME:Dt,...t},this._useIsolating=n,this._transform=r,this._intls=kt(e)}hasMessage(e){return this._messages.has(e)}getMessage(e){return this._messages.get(e)}addResource(e,{allowOverrides:t=!1}={}){let n=[];for(let r=0;r<e.body.length;r++){let i=e.body[r];if(i.id.startsWith(`-`)){if(t===!1&&this._terms.has(i.id)){n.push(Error(`Attempt to override an existing term: "${i.id}"`));continue}this._terms.set(i.id,i)}else{if(t===!1&&this._messages.has(i.id)){n.push(Error(`Attempt to override an existing message: "${i.id}"`));continue}this._messages.set(i.id,i)}}return n}formatPattern(e,t=null,n=null){if(typeof e==`string`)return this._transform(e);let r=new St(this,n,t);try{return xt(r,e).toString(r)}catch(e){if(r.errors&&e instanceof Error)return r.errors.push(e),new C().toString(r);throw e}}},jt=/^(-?[a-zA-Z][\w-]*) *= */gm,Mt=/\.([a-zA-Z][\w-]*) *= */y,Nt=/\*?\[/y,Pt=/(-?[0-9]+(?:\.([0-9]+))?)/y,Ft=/([a-zA-Z][\w-]*)/y,It=/([$-])?([a-zA-Z][\w-]*)(?:\.([a-zA-Z][\w-]*))?/y,Lt=/^[A-Z][A-Z0-9_-]*$/,O=/([^{}\n\r]+)/y,Rt=/([^\\"\n\r]*)/y,zt=/\\([\\"])/y,Bt=/\\u([a-fA-F0-9]{4})|\\U([a-fA-F0-9]{6})/y,Vt=/^\n+/,Ht=/ +$/,Ut=/ *\r?\n/g,Wt=/( *)$/,Gt=/{\s*/y,Kt=/\s*}/y,qt=/\[\s*/y,Jt=/\s*] */y,Yt=/\s*\(\s*/y,Xt=/\s*->\s*/y,Zt=/\s*:\s*/y,Qt=/\s*,?\s*/y,$t=/\s+/y,en=class{constructor(e){this.body=[],jt.lastIndex=0;let t=0;for(;;){let n=jt.exec(e);if(n===null)break;t=jt.lastIndex;try{this.body.push(s(n[1]))}catch(e){if(e instanceof SyntaxError)continue;throw e}}function n(n){return n.lastIndex=t,n.test(e)}function r(n,r){if(e[t]===n)return t++,!0;if(r)throw new r(`Expected ${n}`);return!1}function i(e,r){if(n(e))return t=e.lastIndex,!0;if(r)throw new r(`Expected ${e.toString()}`);return!1}function a(n){n.lastIndex=t;let r=n.exec(e);if(r===null)throw SyntaxError(`Expected ${n.toString()}`);return t=n.lastIndex,r}function o(e){return a(e)[1]}function s(e){let t=l(),n=c();if(t===null&&Object.keys(n).length===0)throw SyntaxError(`Expected message value or attributes`);return{id:e,value:t,attributes:n}}function c(){let e=Object.create(null);for(;n(Mt);){let t=o(Mt),n=l();if(n===null)throw SyntaxError(`Expected attribute value`);e[t]=n}return e}function l(){let r;if(n(O)&&(r=o(O)),e[t]===`{`||e[t]===`}`)return u(r?[r]:[],1/0);let i=re();return i?r?u([r,i],i.length):(i.value=v(i.value,Vt),u([i],i.length)):r?v(r,Ht):null}function u(r=[],i){for(;;){if(n(O)){r.push(o(O));continue}if(e[t]===`{`){r.push(d());continue}if(e[t]===`}`)throw SyntaxError(`Unbalanced closing brace`);let a=re();if(a)r.push(a),i=Math.min(i,a.length);else break}let a=r.length-1,s=r[a];typeof s==`string`&&(r[a]=v(s,Ht));let c=[];for(let e of r)e instanceof tn&&(e=e.value.slice(0,e.value.length-i)),e&&c.push(e);return c}function d(){i(Gt,SyntaxError);let e=f();if(i(Kt))return e;if(i(Xt)){let t=ee();return i(Kt,SyntaxError),{type:`select`,selector:e,...t}}throw SyntaxError(`Unclosed placeable`)}function f(){if(e[t]===`{`)return d();if(n(It)){let[,e,t,n=null]=a(It);if(e===`$`)return{type:`var`,name:t};if(i(Yt)){let r=p();if(e===`-`)return{type:`term`,name:t,attr:n,args:r};if(Lt.test(t))return{type:`func`,name:t,args:r};throw SyntaxError(`Function names must be all upper-case`)}return e===`-`?{type:`term`,name:t,attr:n,args:[]}:{type:`mesg`,name:t,attr:n}}return g()}function p(){let n=[];for(;;){switch(e[t]){case`)`:return t++,n;case void 0:throw SyntaxError(`Unclosed argument list`)}n.push(m()),i(Qt)}}function m(){let e=f();return e.type===`mesg`&&i(Zt)?{type:`narg`,name:e.name,value:g()}:e}function ee(){let e=[],t=0,i;for(;n(Nt);){r(`*`)&&(i=t);let n=h(),a=l();if(a===null)throw SyntaxError(`Expected variant value`);e[t++]={key:n,value:a}}if(t===0)return null;if(i===void 0)throw SyntaxError(`Expected default variant`);return{variants:e,star:i}}function h(){i(qt,SyntaxError);let e;return e=n(Pt)?_():{type:`str`,value:o(Ft)},i(Jt,SyntaxError),e}function g(){if(n(Pt))return _();if(e[t]===`"`)return te();throw SyntaxError(`Invalid expression`)}function _(){let[,e,t=``]=a(Pt),n=t.length;return{type:`num`,value:parseFloat(e),precision:n}}function te(){r(`"`,SyntaxError);let n=``;for(;;)if(n+=o(Rt),e[t]===`\\`)n+=ne();else{if(r(`"`))return{type:`str`,value:n};throw SyntaxError(`Unclosed string literal`)}}function ne(){if(n(zt))return o(zt);if(n(Bt)){let[,e,t]=a(Bt),n=parseInt(e||t,16);return n<=55295||57344<=n?String.fromCodePoint(n):`�`}throw SyntaxError(`Unknown escape sequence`)}function re(){let n=t;switch(i($t),e[t]){case`.`:case`[`:case`*`:case`}`:case void 0:return!1;case`{`:return ie(e.slice(n,t))}return e[t-1]===` `&&ie(e.slice(n,t))}function v(e,t){return e.replace(t,``)}function ie(e){return new tn(e.replace(Ut,`
`),Wt.exec(e)[1].length)}}},tn=class{constructor(e,t){this.value=e,this.length=t}},nn=`
language = Language
lang-en = English
lang-ru = Русский
lang-sv = Svenska

variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-anti = Anti-Camelot
variant-river = River Camelot
variant-grand = Grand Camelot
variant-grandcam = Grand Cam
color-white = White
color-black = Black

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
draw-withdraw = Withdraw the draw offer
draw-withdrawn = { $name } withdrew the draw offer.
takeback-withdraw = Withdraw the take-back request
takeback-withdrawn = { $name } withdrew the take-back request.

end-here = End the move on { $square }
won-white = White wins
won-black = Black wins
drawn = Drawn
aborted = Aborted
end-time = On time: a flag fell.
end-aborted = The game was aborted; it is not rated.
end-unreplayable = The server could not restore this game after a restart, so it was aborted; it is not rated.
end-no-first-move = A first move did not come in time, so the server aborted the game; it is not rated.
end-white-aborted = White aborted the game before both sides had moved; it is not rated.
end-black-aborted = Black aborted the game before both sides had moved; it is not rated.
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

online-connecting = Connecting…
online-not-connected = Not connected to the server.
signin-reconnecting = Connection lost: reconnecting… (attempt { $attempt })

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

typed-label = Type a move

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
error-offer_too_soon = You made that offer a moment ago: offer it again once both sides have moved.
error-unknown_lesson = No lesson has that number, or that step is no exercise.
error-unknown_puzzle = No puzzle has that name, or none is open.
error-engine_busy = The server's engine is busy with as many games as it allows: try again soon.

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

level-beginner = Beginner
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
player-computer = Computer ({ $level })
end-you-won = You won
end-you-lost = You lost
`,rn=`site-title = Camelot
nav-lobby = Lobby
nav-leaders = Leaderboard
nav-rules = Rules
signed-in = Signed in as { $name }.
dismiss = Dismiss
loading = Loading…

signup-title = Play Camelot online
signup-why = Choose a name to play under. This browser keeps your account; there is no password.
signup-name = Your name (2 to 32 letters, digits, _ or -)
signup-button = Sign up and play

seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
seek-plays-white = { $player } plays White
seek-plays-black = { $player } plays Black
seek-plays-any = colours at random
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
review-shown = { $side ->
    [white] Shown: move { $number }, White's { $move }
   *[black] Shown: move { $number }, Black's { $move }
}
review-shown-start = Shown: the position before the first move
download = Download the record (.camelot)

leaders-title = Leaderboard
leaders-player = Player
leaders-rating = Rating
leaders-games = Games
leaders-none = No one has a rating in this class yet.
class-live = Live
class-correspondence = Correspondence

rules-title = How to play Camelot
rules-1 = Camelot is played on a board of 160 squares by two players, White and Black, each with fourteen pieces: ten men and four knights. Each side has a castle of two squares at its own end of the board.
rules-2 = You win by moving two of your pieces into your opponent's castle, by capturing all your opponent's pieces while keeping two or more of your own, or when your opponent has no legal move.
rules-3 = A piece moves in one of three ways. A plain move goes one square in any direction to an empty square. A canter leaps over a piece of your own, in any direction, to the empty square just beyond it; a canter may go on leap after leap, but never back to a square it left in that move. A jump leaps over an enemy piece to the empty square beyond and captures it; a jump must go on while another jump is possible.
rules-4 = A knight may combine the two: after cantering it may go on to jump (a knight's charge). Men and knights alike must capture when they can: if a jump is possible, you must make one.
rules-5 = No piece may step or canter into its own castle; one that jumps into it must leave it again. A piece that lands in the opponent's castle ends its move there. The game is drawn when neither side can win any more, by repetition, or by agreement.
rules-6 = On this site: click a piece, then the square it lands on; for a canter or a jump of several legs click each landing square in turn. When a move could stop or go on, choose "End the move" or keep clicking. You may also type a move in the notation of the World Camelot Federation, for example E6-E7, E6-C8-A8 or H4xJ4.

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

nav-signup = Sign up
nav-local = Two players
signup-visitor = You may look around without a name: open seeks, games being played, the leaderboard, players' pages and the rules. To play, choose a name.
signup-to-play = Sign up to play: choose a name, and the game goes ahead.
signup-to-accept = Sign up to accept { $player }'s challenge: choose a name, and the game starts.
player-unknown = There is no player called { $name }.
player-lookup = Look a player up
player-lookup-button = Look up
trees-cancel = Choose the trees again
trees-status = Plant your three trees: click three squares of your own side.
takeback-accepted = The take-back was allowed: the last move is undone.
takeback-lapsed = The take-back request lapsed: a move was played.
offer-waiting = An offer waits for your answer
your-turn-left = Your move · { $left } left
their-turn = { $player } is to move
seek-tab-note = A live seek is open while this page is: closing or reloading the page withdraws it. A days-per-move seek stays open without the page, until it is taken or cancelled, even through a restart of the server; you find it here when you come back.
variant-about-camelot = Camelot: bring two pieces into the opponent's castle, or capture all their pieces.
variant-about-camette = Camette: a small board; one piece in the opponent's one-square castle wins, and a player who cannot move loses.
variant-about-cam = Cam: played as Camette on a middle-sized board with seven pieces a side.
variant-about-chivalry = Chivalry: Camelot's rules on the large board of 1887, with twenty pieces a side.
variant-about-anti = Anti-Camelot: the aim is reversed: a piece that enters the opponent's castle loses, and a player who cannot move wins.
variant-about-river = River Camelot: each player first plants three trees on their side of a river; then play goes as in Camelot.
rules-of = How to play { $variant }
rules-variants = The other games of the family
rules-camette-1 = Camette is Michael Nolan's small Camelot of 2002, on 23 squares: each side has four pieces, and each castle is a single square.
rules-camette-2 = Pieces move as in Camelot: plain moves, canters and jumps, and capturing is compulsory.
rules-camette-3 = One piece on the opponent's castle square wins at once. Capturing the last enemy piece wins, however few pieces you keep. A player who cannot move on their turn loses.
rules-cam-1 = Cam is Parker Brothers' smaller game of 1949, on 67 squares: seven pieces a side and one-square castles.
rules-cam-2 = It is played exactly as Camette: one piece in the opponent's castle wins, capturing everything wins, and having no move loses.
rules-chivalry-1 = Chivalry is George S. Parker's original game of 1887, on 176 squares with twenty pieces a side and castles of two squares.
rules-chivalry-2 = All of Camelot's rules apply: two pieces in the opponent's castle win, and each side may make two castle moves.
rules-anti-1 = Anti-Camelot is the World Camelot Federation's game of 2009: Camelot's board, pieces and moves, with the goals turned round.
rules-anti-2 = As soon as one of your pieces is in your opponent's castle, your opponent wins, even if a compulsory jump forced it there.
rules-anti-3 = No count of pieces ends the game. A player who cannot move on their turn wins; losing your last piece leaves you no move, so it wins.
rules-river-1 = River Camelot is Winston Johnson's game of 2012: a river of 28 squares crosses Camelot's board diagonally, with four bridges.
rules-river-2 = The game starts by planting trees: White plants three trees at once on empty squares of its own side, then Black does the same; then White makes the first move of a piece.
rules-river-3 = No piece stands on water or a tree, lands on one, or leaps over one; the bridges are ordinary squares. Otherwise the game is won, lost and drawn as in Camelot.
local-title = Two players, one device
local-why = Play a friend at this screen, taking turns at the same board. The server checks every move; nothing is rated or kept.
local-no-clock = No clock
local-start = Start the game
local-white = White
local-black = Black
local-takeback = Take back a move
local-new = New game
local-to-move = { $side ->
    [white] White to move.
   *[black] Black to move.
}
player-older-games = Older games
nav-lessons = Lessons
nav-puzzles = Puzzles
nav-settings = Settings
settings-kept = Kept in this browser.
setting-sound = Sounds
setting-sound-on = Move sounds and the offer chime
setting-sound-off = Silent
setting-pieces = Pieces
setting-pieces-classic = Classic, the knights crowned
setting-pieces-flat = Flat, high contrast
setting-board = Board colours
setting-board-wood = Wood
setting-board-green = Green
setting-board-blue = Blue
setting-confirm = Confirm moves
setting-confirm-off = Play a move when it is entered
setting-confirm-on = Ask before playing a move
setting-theme = Theme
setting-theme-dark = Dark
setting-theme-light = Light
move-confirm = Play { $move }
learn-progress-local = Your progress is kept in this browser only. Sign up to keep it in an account.
learn-progress-account = Your progress is kept in your account.
puzzles-visitor = Puzzles are not rated for visitors, and nothing of them is kept. Sign up to get a puzzle rating.
puzzles-rating-change = { $change } for this puzzle
puzzles-no-rating = No puzzle rating yet: it comes with your first rated puzzle.
puzzles-link = Link to this puzzle
puzzles-unrated-again = This puzzle counted in your rating before: this try is not rated.
nav-computer = Play the computer
nav-analysis = Analysis board
computer-title = Play the computer
computer-level = Level
computer-untimed = Untimed
time-untimed = untimed
time-days = { $days ->
    [one] { $days } day a move
   *[other] { $days } days a move
}
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

nav-claim = Choose a name
signup-guest = You play as a guest, under the name the server gave you. Choose your own: your games and progress stay yours.
signup-guest-why = This browser keeps your account; there is no password.
signup-claim-button = Take this name
token-set-aside = This server does not know this browser's account. Its key is kept aside in this browser, not deleted, in case the server gets its accounts back; sign up again to play now.
`,an=`
language = Язык
lang-en = English
lang-ru = Русский
lang-sv = Svenska

variant-camelot = Камелот
variant-camette = Каметта
variant-cam = Кам
variant-chivalry = Рыцарство
variant-anti = Анти-Камелот
variant-river = Речной Камелот
variant-grand = Большой Камелот
variant-grandcam = Большой Кам
color-white = белые
color-black = чёрные

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
draw-withdraw = Отозвать предложение ничьей
draw-withdrawn = { $name } отозвал(а) предложение ничьей.
takeback-withdraw = Отозвать просьбу вернуть ход
takeback-withdrawn = { $name } отозвал(а) просьбу вернуть ход.

end-here = Закончить ход на { $square }
won-white = Победа белых
won-black = Победа чёрных
drawn = Ничья
aborted = Партия прервана
end-time = По времени: флаг упал.
end-aborted = Партия прервана и не идёт в рейтинг.
end-unreplayable = Сервер не смог восстановить эту партию после перезапуска, поэтому она прервана и не идёт в рейтинг.
end-no-first-move = Первый ход не был сделан вовремя, поэтому сервер прервал партию; она не идёт в рейтинг.
end-white-aborted = Белые прервали партию, пока не сходили обе стороны; она не идёт в рейтинг.
end-black-aborted = Чёрные прервали партию, пока не сходили обе стороны; она не идёт в рейтинг.
end-abandonment = Соперник покинул партию, победа засчитана по требованию.
end-R11 = Одна сторона заняла обе клетки замка соперника (R11).
end-R12 = Ни одна сторона больше не может выиграть (R12).
end-R13 = Одна сторона потеряла все фигуры (R13).
end-R14 = У стороны, чей ход, не было ни одного хода (R14).
end-R15-repetition = Одна и та же позиция повторилась трижды (R15).
end-R15-no-progress = Слишком много ходов без взятия и без хода в замок (R15).
end-R15-resignation = Партия окончена сдачей (R15).
end-R15-agreement = По соглашению (R15).
end-V1-4 = Фигура вошла в замок соперника (V1.4).
end-V1-6 = Одна сторона потеряла все фигуры (V1.6).
end-V1-7 = У стороны, чей ход, не было хода, и она проиграла (V1.7).
end-V4-3 = Фигура вошла в замок соперника и проиграла (V4.3).
end-V4-5 = У стороны, чей ход, не было хода, и она выиграла (V4.5).
rating-change = { $player }: рейтинг { $after } ({ $change })

online-connecting = Подключение…
online-not-connected = Нет связи с сервером.
signin-reconnecting = Связь потеряна: переподключение… (попытка { $attempt })

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

typed-label = Ввести ход

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
error-offer_too_soon = Вы только что это предлагали: предложите снова, когда обе стороны сделают ход.
error-unknown_lesson = Урока с таким номером нет, или этот шаг не упражнение.
error-unknown_puzzle = Задачи с таким именем нет, или ни одна не открыта.
error-engine_busy = Движок сервера занят предельным числом партий: попробуйте чуть позже.

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

level-beginner = Новичок
level-easy = Лёгкий
level-medium = Средний
level-hard = Сильный
level-expert = Эксперт
player-computer = Компьютер ({ $level })
end-you-won = Вы выиграли
end-you-lost = Вы проиграли
`,on=`site-title = Камелот
nav-lobby = Лобби
nav-leaders = Рейтинг
nav-rules = Правила
signed-in = Вы вошли как { $name }.
dismiss = Закрыть
loading = Загрузка…

signup-title = Играть в Камелот по сети
signup-why = Выберите имя для игры. Ваш аккаунт хранится в этом браузере; пароля нет.
signup-name = Ваше имя (от 2 до 32 латинских букв, цифр, _ или -)
signup-button = Зарегистрироваться и играть

seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
seek-plays-white = { $player } играет белыми
seek-plays-black = { $player } играет чёрными
seek-plays-any = цвет по жребию
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
review-shown = { $side ->
    [white] Показан ход { $number } белых: { $move }
   *[black] Показан ход { $number } чёрных: { $move }
}
review-shown-start = Показана позиция до первого хода
download = Скачать запись партии (.camelot)

leaders-title = Рейтинг
leaders-player = Игрок
leaders-rating = Рейтинг
leaders-games = Партии
leaders-none = В этом классе пока ни у кого нет рейтинга.
class-live = Живые партии
class-correspondence = По переписке

rules-title = Как играть в Камелот
rules-1 = В Камелот играют вдвоём, белыми и чёрными, на доске из 160 клеток. У каждой стороны четырнадцать фигур: десять пешек и четыре рыцаря. У каждой стороны на своём краю доски есть замок из двух клеток.
rules-2 = Вы побеждаете, если введёте две свои фигуры в замок соперника, если возьмёте все фигуры соперника, сохранив две или больше своих, или если у соперника не останется ни одного хода.
rules-3 = Фигура ходит тремя способами. Простой ход — на одну клетку в любом направлении на пустую клетку. Скачок — прыжок в любом направлении через свою фигуру на пустую клетку сразу за ней; скачки можно продолжать один за другим, но нельзя возвращаться на клетку, уже пройденную в этом ходе. Взятие — прыжок через фигуру соперника на пустую клетку за ней, и эта фигура снимается с доски; взятия продолжаются, пока возможно следующее.
rules-4 = Рыцарь может соединить оба: после скачков продолжить ход взятием (атака рыцаря). И пешки, и рыцари обязаны брать: если взятие возможно, его нужно сделать.
rules-5 = В свой замок нельзя войти простым ходом или скачком; фигура, вошедшая туда взятием, должна его покинуть. Фигура, попавшая в замок соперника, заканчивает там свой ход. Ничья — когда ни одна сторона больше не может выиграть, при повторении позиции или по соглашению.
rules-6 = На этом сайте: нажмите на фигуру, затем на клетку, куда она встаёт; для хода из нескольких скачков или взятий нажимайте по очереди на каждую клетку приземления. Если ход можно и закончить, и продолжить, выберите «Закончить ход» или нажимайте дальше. Можно также ввести ход в нотации Всемирной федерации Камелота, например E6-E7, E6-C8-A8 или H4xJ4.

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

nav-signup = Регистрация
nav-local = Вдвоём
signup-visitor = Смотреть можно и без имени: открытые вызовы, идущие партии, рейтинг, страницы игроков и правила. Чтобы играть, выберите имя.
signup-to-play = Чтобы играть, зарегистрируйтесь: выберите имя, и игра продолжится.
signup-to-accept = Чтобы принять вызов игрока { $player }, зарегистрируйтесь: выберите имя, и партия начнётся.
player-unknown = Игрока с именем { $name } нет.
player-lookup = Найти игрока
player-lookup-button = Найти
trees-cancel = Выбрать деревья заново
trees-status = Посадите три дерева: нажмите на три клетки своей стороны.
takeback-accepted = Возврат хода разрешён: последний ход отменён.
takeback-lapsed = Просьба вернуть ход больше не действует: был сделан ход.
offer-waiting = Предложение ждёт вашего ответа
your-turn-left = Ваш ход · осталось { $left }
their-turn = Ходит { $player }
seek-tab-note = Вызов на живую партию открыт, пока открыта эта страница: если её закрыть или перезагрузить, вызов снимается. Вызов с днями на ход остаётся открытым и без страницы, пока его не примут или не отменят, даже если сервер перезапустится; вернувшись, вы найдёте его здесь.
variant-about-camelot = Камелот: проведите две фигуры в замок соперника или возьмите все его фигуры.
variant-about-camette = Каметта: маленькая доска; одна фигура в замке соперника из одной клетки побеждает, а кто не может сходить, проигрывает.
variant-about-cam = Кам: играется как Каметта, на доске среднего размера, по семь фигур у каждого.
variant-about-chivalry = Рыцарство: правила Камелота на большой доске 1887 года, по двадцать фигур у каждого.
variant-about-anti = Анти-Камелот: цель наоборот: фигура, вошедшая в замок соперника, проигрывает, а кто не может сходить, побеждает.
variant-about-river = Речной Камелот: сначала каждый сажает три дерева на своём берегу реки; дальше игра идёт как в Камелоте.
rules-of = Как играть: { $variant }
rules-variants = Другие игры семейства
rules-camette-1 = Каметта — маленький Камелот Майкла Нолана (2002) на 23 клетках: у каждой стороны четыре фигуры, а каждый замок — одна клетка.
rules-camette-2 = Фигуры ходят как в Камелоте: простой ход, перескок через свою и прыжок через чужую; брать обязательно.
rules-camette-3 = Одна фигура на клетке замка соперника сразу побеждает. Взявший последнюю фигуру соперника побеждает, сколько бы у него ни осталось. Кто не может сходить в свой ход, проигрывает.
rules-cam-1 = Кам — меньшая игра Parker Brothers 1949 года на 67 клетках: по семь фигур у каждого и замки из одной клетки.
rules-cam-2 = Играется точно как Каметта: одна фигура в замке соперника побеждает, взятие всех фигур побеждает, отсутствие хода проигрывает.
rules-chivalry-1 = Рыцарство — исходная игра Джорджа С. Паркера 1887 года на 176 клетках, по двадцать фигур у каждого и замки из двух клеток.
rules-chivalry-2 = Действуют все правила Камелота: две фигуры в замке соперника побеждают, и каждая сторона может сделать два хода в своём замке.
rules-anti-1 = Анти-Камелот — игра Всемирной федерации Камелота 2009 года: доска, фигуры и ходы Камелота, но цели наоборот.
rules-anti-2 = Как только ваша фигура оказывается в замке соперника, побеждает соперник, даже если туда её привёл обязательный прыжок.
rules-anti-3 = Число фигур партию не заканчивает. Кто не может сходить в свой ход, побеждает; потеря последней фигуры оставляет без хода и потому побеждает.
rules-river-1 = Речной Камелот — игра Уинстона Джонсона 2012 года: доску Камелота по диагонали пересекает река из 28 клеток с четырьмя мостами.
rules-river-2 = Партия начинается с посадки деревьев: белые сразу сажают три дерева на пустые клетки своей стороны, затем то же делают чёрные; потом белые делают первый ход фигурой.
rules-river-3 = Ни одна фигура не стоит на воде или дереве, не встаёт на них и не перепрыгивает через них; мосты — обычные клетки. В остальном победа, поражение и ничья как в Камелоте.
local-title = Вдвоём за одним устройством
local-why = Играйте с другом у этого экрана, ходя по очереди на одной доске. Каждый ход проверяет сервер; партия не идёт в рейтинг и не сохраняется.
local-no-clock = Без часов
local-start = Начать партию
local-white = Белые
local-black = Чёрные
local-takeback = Вернуть ход
local-new = Новая партия
local-to-move = { $side ->
    [white] Ход белых.
   *[black] Ход чёрных.
}
player-older-games = Более ранние партии
nav-lessons = Уроки
nav-puzzles = Задачи
nav-settings = Настройки
settings-kept = Хранятся в этом браузере.
setting-sound = Звуки
setting-sound-on = Звуки ходов и сигнал предложения
setting-sound-off = Без звука
setting-pieces = Фигуры
setting-pieces-classic = Классические, с коронами у рыцарей
setting-pieces-flat = Плоские, контрастные
setting-board = Цвета доски
setting-board-wood = Дерево
setting-board-green = Зелёная
setting-board-blue = Синяя
setting-confirm = Подтверждать ходы
setting-confirm-off = Ход делается, как только введён
setting-confirm-on = Спрашивать перед ходом
setting-theme = Оформление
setting-theme-dark = Тёмное
setting-theme-light = Светлое
move-confirm = Сыграть { $move }
learn-progress-local = Ваши успехи хранятся только в этом браузере. Зарегистрируйтесь, чтобы хранить их в учётной записи.
learn-progress-account = Ваши успехи хранятся в вашей учётной записи.
puzzles-visitor = Задачи гостей не влияют на рейтинг, и ничего о них не сохраняется. Зарегистрируйтесь, чтобы получить рейтинг в задачах.
puzzles-rating-change = { $change } за эту задачу
puzzles-no-rating = Рейтинга в задачах пока нет: он появится после первой рейтинговой задачи.
puzzles-link = Ссылка на эту задачу
puzzles-unrated-again = Эта задача уже учтена в вашем рейтинге: эта попытка на рейтинг не влияет.
nav-computer = Игра с компьютером
nav-analysis = Доска анализа
computer-title = Игра с компьютером
computer-level = Уровень
computer-untimed = Без часов
time-untimed = без часов
time-days = { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[other] { $days } дней на ход
}
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

nav-claim = Выбрать имя
signup-guest = Вы играете как гость, под именем, которое дал сервер. Выберите своё: ваши партии и успехи останутся за вами.
signup-guest-why = Ваш аккаунт хранится в этом браузере; пароля нет.
signup-claim-button = Взять это имя
token-set-aside = Этот сервер не знает аккаунт этого браузера. Его ключ не удалён, а сохранён в этом браузере на случай, если сервер вернёт свои аккаунты; чтобы играть сейчас, зарегистрируйтесь снова.
`,sn=`
language = Språk
lang-en = English
lang-ru = Русский
lang-sv = Svenska

variant-camelot = Camelot
variant-camette = Camette
variant-cam = Cam
variant-chivalry = Chivalry
variant-anti = Anti-Camelot
variant-river = Flod-Camelot
variant-grand = Stora Camelot
variant-grandcam = Stora Cam
color-white = vit
color-black = svart

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
draw-withdraw = Ta tillbaka remierbjudandet
draw-withdrawn = { $name } tog tillbaka remierbjudandet.
takeback-withdraw = Ta tillbaka begäran om att ta tillbaka draget
takeback-withdrawn = { $name } tog tillbaka sin begäran om att ta tillbaka draget.

end-here = Avsluta draget på { $square }
won-white = Vit vinner
won-black = Svart vinner
drawn = Remi
aborted = Avbrutet
end-time = På tid: flaggan föll.
end-aborted = Partiet avbröts och räknas inte till rankingen.
end-unreplayable = Servern kunde inte återställa partiet efter en omstart, så det avbröts och räknas inte till rankingen.
end-no-first-move = Ett första drag kom inte i tid, så servern avbröt partiet; det räknas inte till rankingen.
end-white-aborted = Vit avbröt partiet innan båda sidor hade dragit; det räknas inte till rankingen.
end-black-aborted = Svart avbröt partiet innan båda sidor hade dragit; det räknas inte till rankingen.
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

online-connecting = Ansluter…
online-not-connected = Inte ansluten till servern.
signin-reconnecting = Anslutningen bröts: ansluter igen… (försök { $attempt })

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

typed-label = Skriv ett drag

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
error-offer_too_soon = Du erbjöd det nyss: erbjud det igen när båda sidor har dragit.
error-unknown_lesson = Ingen lektion har det numret, eller så är steget ingen övning.
error-unknown_puzzle = Inget problem heter så, eller så är inget öppet.
error-engine_busy = Serverns motor spelar redan så många partier som tillåts: försök snart igen.

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

level-beginner = Nybörjare
level-easy = Lätt
level-medium = Medel
level-hard = Svår
level-expert = Expert
player-computer = Dator ({ $level })
end-you-won = Du vann
end-you-lost = Du förlorade
`,cn=`site-title = Camelot
nav-lobby = Lobby
nav-leaders = Topplista
nav-rules = Regler
signed-in = Inloggad som { $name }.
dismiss = Stäng
loading = Laddar…

signup-title = Spela Camelot på nätet
signup-why = Välj ett namn att spela under. Den här webbläsaren sparar ditt konto; det finns inget lösenord.
signup-name = Ditt namn (2 till 32 bokstäver a–z, siffror, _ eller -)
signup-button = Registrera dig och spela

seek-line = { $player } ({ $rating }) · { $variant } · { $time } · { $color } · { $rated }
seek-plays-white = { $player } spelar vit
seek-plays-black = { $player } spelar svart
seek-plays-any = färgen lottas
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
review-shown = { $side ->
    [white] Visas: drag { $number }, vits { $move }
   *[black] Visas: drag { $number }, svarts { $move }
}
review-shown-start = Visas: ställningen före första draget
download = Ladda ner protokollet (.camelot)

leaders-title = Topplista
leaders-player = Spelare
leaders-rating = Ranking
leaders-games = Partier
leaders-none = Ingen har ännu något betyg i den här klassen.
class-live = Snabbt spel
class-correspondence = Korrespondens

rules-title = Så spelar man Camelot
rules-1 = Camelot spelas av två spelare, Vit och Svart, på ett bräde med 160 rutor. Varje sida har fjorton pjäser: tio bönder och fyra riddare. Varje sida har en borg på två rutor vid sin egen ände av brädet.
rules-2 = Du vinner genom att föra in två av dina pjäser i motståndarens borg, genom att slå alla motståndarens pjäser medan du själv har kvar två eller fler, eller när motståndaren inte har något lagligt drag.
rules-3 = En pjäs flyttar på tre sätt. Ett enkelt drag går en ruta åt vilket håll som helst till en tom ruta. Ett galopphopp går över en egen pjäs, åt vilket håll som helst, till den tomma rutan just bakom; hoppen kan fortsätta ett efter ett, men aldrig tillbaka till en ruta som draget redan lämnat. Ett slag hoppar över en motståndarpjäs till den tomma rutan bakom och tar bort den; slagen måste fortsätta så länge ett nytt slag är möjligt.
rules-4 = En riddare kan förena båda: efter galopphopp kan den fortsätta med slag (riddarens anfall). Både bönder och riddare måste slå när de kan: är ett slag möjligt måste du göra ett.
rules-5 = Ingen pjäs får gå eller galoppera in i sin egen borg; en pjäs som slår sig in där måste lämna den igen. En pjäs som landar i motståndarens borg avslutar sitt drag där. Partiet blir remi när ingen sida längre kan vinna, vid upprepning eller genom överenskommelse.
rules-6 = På den här sidan: klicka på en pjäs och sedan på rutan där den landar; för ett drag med flera hopp eller slag klickar du på varje landningsruta i tur och ordning. När ett drag kan både sluta och fortsätta väljer du ”Avsluta draget” eller klickar vidare. Du kan också skriva draget i Världscamelotförbundets notation, till exempel E6-E7, E6-C8-A8 eller H4xJ4.

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

nav-signup = Registrera dig
nav-local = Två spelare
signup-visitor = Du kan se dig omkring utan namn: öppna utmaningar, partier som spelas, topplistan, spelarnas sidor och reglerna. Välj ett namn för att spela.
signup-to-play = Registrera dig för att spela: välj ett namn, så fortsätter det.
signup-to-accept = Registrera dig för att anta utmaningen från { $player }: välj ett namn, så börjar partiet.
player-unknown = Det finns ingen spelare som heter { $name }.
player-lookup = Sök en spelare
player-lookup-button = Sök
trees-cancel = Välj träden på nytt
trees-status = Plantera dina tre träd: klicka på tre rutor på din sida.
takeback-accepted = Draget fick tas tillbaka: det senaste draget är ogjort.
takeback-lapsed = Begäran om att ta tillbaka gäller inte längre: ett drag har spelats.
offer-waiting = Ett erbjudande väntar på ditt svar
your-turn-left = Ditt drag · { $left } kvar
their-turn = { $player } är vid draget
seek-tab-note = En utmaning med snabb betänketid är öppen så länge den här sidan är det: stänger eller laddar du om sidan dras den tillbaka. En utmaning med dagar per drag står kvar utan sidan tills den antas eller tas bort, även om servern startas om; du hittar den här när du kommer tillbaka.
variant-about-camelot = Camelot: för in två pjäser i motståndarens borg, eller slå alla motståndarens pjäser.
variant-about-camette = Camette: ett litet bräde; en pjäs i motståndarens borg på en ruta vinner, och den som inte kan dra förlorar.
variant-about-cam = Cam: spelas som Camette på ett mellanstort bräde med sju pjäser var.
variant-about-chivalry = Chivalry: Camelots regler på det stora brädet från 1887, med tjugo pjäser var.
variant-about-anti = Anti-Camelot: målet är omvänt: en pjäs som går in i motståndarens borg förlorar, och den som inte kan dra vinner.
variant-about-river = Flod-Camelot: först planterar var och en tre träd på sin sida av en flod; sedan spelas som i Camelot.
rules-of = Så spelar man { $variant }
rules-variants = Familjens andra spel
rules-camette-1 = Camette är Michael Nolans lilla Camelot från 2002, på 23 rutor: var sida har fyra pjäser, och varje borg är en enda ruta.
rules-camette-2 = Pjäserna går som i Camelot: vanliga drag, galopper och hopp, och det är tvång att slå.
rules-camette-3 = En pjäs på motståndarens borgruta vinner genast. Den som slår motståndarens sista pjäs vinner, hur få pjäser den än har kvar. Den som inte kan dra när det är dess tur förlorar.
rules-cam-1 = Cam är Parker Brothers mindre spel från 1949, på 67 rutor: sju pjäser var och borgar på en ruta.
rules-cam-2 = Det spelas precis som Camette: en pjäs i motståndarens borg vinner, att slå allt vinner, och att sakna drag förlorar.
rules-chivalry-1 = Chivalry är George S. Parkers ursprungliga spel från 1887, på 176 rutor med tjugo pjäser var och borgar på två rutor.
rules-chivalry-2 = Alla Camelots regler gäller: två pjäser i motståndarens borg vinner, och var sida får göra två borgdrag.
rules-anti-1 = Anti-Camelot är Världscamelotförbundets spel från 2009: Camelots bräde, pjäser och drag, med målen omvända.
rules-anti-2 = Så snart en av dina pjäser står i motståndarens borg vinner motståndaren, även om ett tvunget hopp förde dit den.
rules-anti-3 = Inget antal pjäser avslutar partiet. Den som inte kan dra när det är dess tur vinner; att förlora sin sista pjäs lämnar inget drag och vinner alltså.
rules-river-1 = Flod-Camelot är Winston Johnsons spel från 2012: en flod på 28 rutor korsar Camelots bräde diagonalt, med fyra broar.
rules-river-2 = Partiet börjar med att träd planteras: Vit planterar tre träd på en gång på tomma rutor på sin sida, sedan gör Svart likadant; därefter gör Vit det första draget med en pjäs.
rules-river-3 = Ingen pjäs står på vatten eller ett träd, landar på dem eller hoppar över dem; broarna är vanliga rutor. I övrigt vinns, förloras och remiseras partiet som i Camelot.
local-title = Två spelare, en enhet
local-why = Spela mot en vän vid den här skärmen, i tur och ordning på samma bräde. Servern kontrollerar varje drag; inget räknas för rating eller sparas.
local-no-clock = Ingen klocka
local-start = Börja partiet
local-white = Vit
local-black = Svart
local-takeback = Ta tillbaka ett drag
local-new = Nytt parti
local-to-move = { $side ->
    [white] Vit är vid draget.
   *[black] Svart är vid draget.
}
player-older-games = Äldre partier
nav-lessons = Lektioner
nav-puzzles = Problem
nav-settings = Inställningar
settings-kept = Sparas i den här webbläsaren.
setting-sound = Ljud
setting-sound-on = Dragljud och signal vid erbjudanden
setting-sound-off = Tyst
setting-pieces = Pjäser
setting-pieces-classic = Klassiska, riddarna krönta
setting-pieces-flat = Platta, hög kontrast
setting-board = Brädets färger
setting-board-wood = Trä
setting-board-green = Grönt
setting-board-blue = Blått
setting-confirm = Bekräfta drag
setting-confirm-off = Ett drag spelas när det är inmatat
setting-confirm-on = Fråga innan ett drag spelas
setting-theme = Tema
setting-theme-dark = Mörkt
setting-theme-light = Ljust
move-confirm = Spela { $move }
learn-progress-local = Dina framsteg sparas bara i den här webbläsaren. Registrera dig för att spara dem i ett konto.
learn-progress-account = Dina framsteg sparas i ditt konto.
puzzles-visitor = Besökares problem ger ingen rating, och inget av dem sparas. Registrera dig för att få en problemrating.
puzzles-rating-change = { $change } för det här problemet
puzzles-no-rating = Inget problembetyg ännu: det kommer med ditt första betygsatta problem.
puzzles-link = Länk till det här problemet
puzzles-unrated-again = Det här problemet räknades i din rating förut: det här försöket är utan rating.
nav-computer = Spela mot datorn
nav-analysis = Analysbräde
computer-title = Spela mot datorn
computer-level = Nivå
computer-untimed = Utan klocka
time-untimed = utan klocka
time-days = { $days ->
    [one] { $days } dag per drag
   *[other] { $days } dagar per drag
}
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

nav-claim = Välj ett namn
signup-guest = Du spelar som gäst, under namnet servern gav dig. Välj ett eget: dina partier och framsteg förblir dina.
signup-guest-why = Den här webbläsaren sparar ditt konto; det finns inget lösenord.
signup-claim-button = Ta det här namnet
token-set-aside = Den här servern känner inte till webbläsarens konto. Dess nyckel är inte raderad utan sparad i den här webbläsaren, ifall servern får tillbaka sina konton; registrera dig igen för att spela nu.
`,ln=`modulepreload`,un=function(e){return`/`+e},dn={},fn={},pn=function(e){return e.pathname.endsWith(`.css`)},mn=function(e,t,n){if(t in e)return e[t];let r=n();if(!r){e[t]=void 0;return}let i=r.then(()=>{e[t]=void 0},n=>{throw delete e[t],n});return e[t]=i,i},k=function(e,t,n){let r=Promise.resolve();if(t&&t.length>0){let e,i=document.querySelector(`meta[property=csp-nonce]`),a=i?.nonce||i?.getAttribute(`nonce`);function o(e){return Promise.all(e.map(e=>Promise.resolve(e).then(e=>({status:`fulfilled`,value:e}),e=>({status:`rejected`,reason:e}))))}function s(e){return import.meta.resolve?new URL(import.meta.resolve(e)):new URL(e,import.meta.url)}r=o(t.map(t=>{t=un(t,n);let r=s(t),i=pn(r);return mn(dn,r.href,()=>{if(e===void 0){e={all:new Set,styles:new Set};let t=document.getElementsByTagName(`link`);for(let n=t.length-1;n>=0;n--){let r=t[n];e.all.add(r.href),r.rel===`stylesheet`&&e.styles.add(r.href)}}let t=i?e.styles:e.all,n=i?fn[r.href]:void 0;if(!n&&t.has(r.href))return;let o=document.createElement(`link`);if(o.rel=i?`stylesheet`:ln,i||(o.as=`script`),o.crossOrigin=``,o.href=r.href,a&&o.setAttribute(`nonce`,a),n&&delete fn[r.href],n?.isConnected?n.replaceWith(o):document.head.appendChild(o),i)return new Promise((e,t)=>{let n=i=>{o.removeEventListener(`load`,n),o.removeEventListener(`error`,n),i.type===`error`?(fn[r.href]=o,t(Error(`Unable to preload CSS for ${r}`))):e(i)};o.addEventListener(`load`,n),o.addEventListener(`error`,n)})})}).filter(e=>e!==void 0))}function i(e){let t=new Event(`vite:preloadError`,{cancelable:!0});if(t.payload=e,window.dispatchEvent(t),!t.defaultPrevented)throw e}return r.then(t=>{for(let e of t||[])e.status===`rejected`&&i(e.reason);return e().catch(i)})},hn=[`en`,`ru`,`sv`],gn={en:[nn,rn],ru:[an,on],sv:[sn,cn]},_n=`camelot.lang`,vn=[`game.ftl`,`lessons.ftl`,`lesson-checks.ftl`,`puzzles.ftl`],yn=Object.assign({"../../assets/i18n/en/game.ftl":()=>k(()=>import(`./game-CVs2HoFO.js`).then(e=>e.default),[]),"../../assets/i18n/en/lesson-checks.ftl":()=>k(()=>import(`./lesson-checks-jaGlHaMG.js`).then(e=>e.default),[]),"../../assets/i18n/en/lessons.ftl":()=>k(()=>import(`./lessons-DplvIDpi.js`).then(e=>e.default),[]),"../../assets/i18n/en/puzzles.ftl":()=>k(()=>import(`./puzzles-Bh8wk_hS.js`).then(e=>e.default),[]),"../../assets/i18n/ru/game.ftl":()=>k(()=>import(`./game-CoFfkgJh.js`).then(e=>e.default),[]),"../../assets/i18n/ru/lesson-checks.ftl":()=>k(()=>import(`./lesson-checks-DNEidNCI.js`).then(e=>e.default),[]),"../../assets/i18n/ru/lessons.ftl":()=>k(()=>import(`./lessons-DnqfIU0f.js`).then(e=>e.default),[]),"../../assets/i18n/ru/puzzles.ftl":()=>k(()=>import(`./puzzles-CCRjRUr2.js`).then(e=>e.default),[]),"../../assets/i18n/sv/game.ftl":()=>k(()=>import(`./game-Cv2SDDhm.js`).then(e=>e.default),[]),"../../assets/i18n/sv/lesson-checks.ftl":()=>k(()=>import(`./lesson-checks-ol55EtEy.js`).then(e=>e.default),[]),"../../assets/i18n/sv/lessons.ftl":()=>k(()=>import(`./lessons-BeCB6TDk.js`).then(e=>e.default),[]),"../../assets/i18n/sv/puzzles.ftl":()=>k(()=>import(`./puzzles-4N24y1DM.js`).then(e=>e.default),[])}),bn=new Set;async function xn(e){for(let t of new Set([e,`en`])){if(bn.has(t))continue;let e=await Promise.all(vn.map(e=>yn[`../../assets/i18n/${t}/${e}`]()));for(let n of e)Tn(t).addResource(new en(n));bn.add(t)}}function Sn(e){let t=new At(e,{useIsolating:!1});for(let n of gn[e]){let e=t.addResource(new en(n));e.length>0&&console.error(e)}return t}function Cn(e,t){for(let n of[e,...t]){let e=(n??``).toLowerCase().split(`-`)[0];if(hn.includes(e))return e}return`en`}var A=`en`,wn=new Map;function Tn(e){let t=wn.get(e);return t||wn.set(e,t=Sn(e)),t}function En(e){A=e,document.documentElement.lang=e;try{localStorage.setItem(_n,e)}catch{}}function j(){return A}function Dn(){let e=null;try{e=localStorage.getItem(_n)}catch{e=null}En(Cn(e,navigator.languages??[navigator.language]))}function M(e){let t=e??`camelot`;return x.find(e=>e.name===t)?.key??t}function N(e){let t=me[e];return t?F(`player-computer`,{level:F(t)}):e}function P(e){if(e===`untimed`)return F(`time-untimed`);let t=/^(\d+)d$/.exec(e);return t?F(`time-days`,{days:Number(t[1])}):e}function F(e,t){return I(A,e,t)}function I(e,t,n){for(let r of[Tn(e),Tn(`en`)]){let e=r.getMessage(t);if(e?.value)return r.formatPattern(e.value,n)}return t}function On(e,t=A){return e.why?I(t,e.id,{why:I(t,e.why.id,e.why.args)}):I(t,e.id,e.args)}function L(e,t=null,...n){let r=document.createElement(e);for(let[e,n]of Object.entries(t??{}))n!==void 0&&n!==!1&&(typeof n==`function`?r.addEventListener(e.replace(/^on/,``),n):n===!0?r.setAttribute(e,``):r.setAttribute(e,String(n)));for(let e of n)e!=null&&e!==!1&&r.append(e);return r}var kn=`http://www.w3.org/2000/svg`;function R(e,t={}){let n=document.createElementNS(kn,e);for(let[e,r]of Object.entries(t))n.setAttribute(e,String(r));return n}function z(e,t,n={}){return L(`button`,{type:`button`,onclick:()=>t(),...n},e)}function An(e){let t=e.st,n=o.token(),r=t.showCode&&t.me!==null&&n!==null?[L(`label`,{for:`my-code`},F(`account-code-label`)),L(`textarea`,{id:`my-code`,readonly:!0,rows:2,spellcheck:`false`},Je(location,t.me,n)),L(`p`,null,F(`account-code-why`))]:[];return L(`section`,{class:`card account`},L(`h2`,null,F(`account-title`)),n===null?null:z(F(t.showCode?`account-hide`:`account-show`),()=>e.account.toggleCode()),...r,Mn(e,n!==null))}var jn=new Map;function Mn(e,t){let n=`${j()}|${t}`,r=jn.get(n);r||(r=Nn(e,t),jn.set(n,r));let i=r.querySelector(`.account-note`),a=e.st.accountNote;return i.replaceChildren(a?F(a.id,a.args):``),r}function Nn(e,t){let n=t?`use-code-again`:`use-code`,r=L(`input`,{id:n,name:n,autocomplete:`off`,spellcheck:`false`,required:!0});return L(`form`,{class:`use-code`,onsubmit:t=>{t.preventDefault(),e.account.useCode(r.value,location)&&(r.value=``)}},L(`h3`,null,F(`account-use-title`)),L(`p`,null,F(t?`account-use-replaces`:`account-use-why`)),L(`label`,{for:n},F(`account-use-label`)),r,L(`button`,{type:`submit`},F(`account-use-button`)),L(`p`,{class:`account-note`,role:`alert`}))}var Pn={black_wins:{key:`won-black`,score:`0-1`},draw:{key:`drawn`,score:`½-½`},white_wins:{key:`won-white`,score:`1-0`}},Fn={abandonment:`end-abandonment`,agreement:`end-R15-agreement`,all_captured:`end-R13`,bare_kings:`end-R12`,castle_entered:`end-V1-4`,castle_entered_loses:`end-V4-3`,castle_occupied:`end-R11`,eliminated:`end-V1-6`,no_legal_move:`end-R14`,no_move_loses:`end-V1-7`,no_move_wins:`end-V4-5`,no_progress:`end-R15-no-progress`,repetition:`end-R15-repetition`,resignation:`end-R15-resignation`,time_forfeit:`end-time`},In=`aborted`,Ln=`end-aborted`,Rn={black_aborted:`end-black-aborted`,no_first_move:`end-no-first-move`,unreplayable:`end-unreplayable`,white_aborted:`end-white-aborted`};function B(e){return L(`a`,{href:`#player=${encodeURIComponent(e)}`,class:`who`},N(e))}function zn(e){let t=L(`input`,{id:`lookup`,name:`lookup`,autocomplete:`off`,spellcheck:`false`,required:!0});return L(`form`,{class:`lookup`,role:`search`,onsubmit:n=>{n.preventDefault(),e.player.lookUp(t.value)}},L(`label`,{for:`lookup`},F(`player-lookup`)),t,L(`button`,{type:`submit`},F(`player-lookup-button`)))}function Bn(e){let t=e.st.profile,n=(...t)=>L(`section`,{class:`card`},...t,zn(e));if(e.st.profileMissing)return n(L(`p`,null,F(`player-unknown`,{name:e.st.profileName??``})));if(t===null)return n(L(`p`,null,F(`loading`)));let r=new Intl.DateTimeFormat(j(),{dateStyle:`medium`}),i=et(t.games),a=(...e)=>L(`tr`,null,...e.map(e=>L(`th`,null,e))),o=t.ratings.length?L(`table`,null,L(`caption`,null,F(`player-ratings`)),a(F(`player-class`),F(`leaders-rating`),F(`leaders-games`)),...t.ratings.map(e=>L(`tr`,null,L(`td`,null,F(`class-${e.class}`)),L(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),L(`td`,null,String(e.games))))):L(`p`,null,F(`player-unrated`)),s=t.games.length?L(`table`,null,L(`caption`,null,F(`player-games`,{won:i.won,lost:i.lost,drawn:i.drawn})),a(F(`player-date`),F(`player-opponent`),F(`player-color`),F(`player-result`),F(`player-variant`)),...t.games.map(e=>L(`tr`,null,L(`td`,null,r.format(new Date(e.ended))),L(`td`,null,B(e.opponent)),L(`td`,null,F(`color-${e.color}`)),L(`td`,null,L(`a`,{href:`#game=${e.id}`},`${Pn[e.result].score} · ${F(`outcome-${$e(e)}`)}`)),L(`td`,null,`${F(M(e.variant))} ${P(e.time)}`)))):L(`p`,null,F(`player-no-games`)),c=t.results.length?L(`table`,null,L(`caption`,null,F(`player-results`,{name:N(t.name)})),a(F(`player-variant`),F(`player-won`),F(`player-drawn`),F(`player-lost`),F(`player-as-white`),F(`player-as-black`)),...t.results.map(e=>{let t=tt(e);return L(`tr`,null,L(`td`,null,F(M(e.variant))),...[t.wins,t.draws,t.losses].map(e=>L(`td`,null,String(e))),L(`td`,null,nt(e.white)),L(`td`,null,nt(e.black)))})):null,l=L(`table`,null,L(`caption`,null,F(`player-variants`)),a(F(`player-variant`),F(`leaders-games`),F(`won-white`),F(`won-black`),F(`drawn`)),...t.variants.map(e=>L(`tr`,null,L(`td`,null,F(M(e.variant))),L(`td`,null,String(e.games)),...it(e).map(e=>L(`td`,null,e))))),u=e=>e?.tagName===`TABLE`?L(`div`,{class:`table-box`},e):e,d=t.older,f=d==null?null:z(F(`player-older-games`),()=>e.player.older(t.name,d));return L(`section`,{class:`card player-page`},L(`h2`,null,F(`player-title`,{name:N(t.name)})),u(o),u(s),f,u(c),u(l),zn(e))}function V(e,t){let n=new Map(t.map(e=>[N(e),e]));return at(e,[...n.keys()]).map(e=>typeof e==`string`?e:B(n.get(e.name)??e.name))}function Vn(e){return e===`white`?`black`:e===`black`?`white`:`any`}function Hn(e){return e.endsWith(`d`)?`correspondence`:`live`}var Un=e=>String(e).padStart(2,`0`);function Wn(e,t){let n=Math.max(0,Math.floor(e));if(Kn(n))return`0:${Un(Math.floor(n/1e3))}.${Math.floor(n%1e3/100)}`;let r=Math.floor(n/1e3),[i,a]=[Math.floor(r/86400),Math.floor(r%86400/3600)],[o,s]=[Math.floor(r%3600/60),r%60];return i>0?`${i}d ${a}h`:a>0?Hn(t)===`correspondence`?`${a}h ${o}m`:`${a}:${Un(o)}:${Un(s)}`:`${o}:${Un(s)}`}function Gn(e,t){return{white:e.white_ms-(e.running===`white`?t:0),black:e.black_ms-(e.running===`black`?t:0)}}function Kn(e){return e<pe}function qn(e,t,n){let r=[];for(let i of e){let e=i.view;if(t===null||e.status!==`active`)continue;let a=e.white===t?`white`:e.black===t?`black`:null;if(a===null)continue;let o=Gn(e.clock,n-i.clockAt)[a];r.push({view:e,side:a,myTurn:e.to_move===a,left:o})}return r.sort((e,t)=>Number(t.myTurn)-Number(e.myTurn)||e.left-t.left)}function Jn(e,t,n){let r=t>0?`(${t}) `:``;return`${n?`! `:``}${r}${e}`}var Yn=[`any`,`white`,`black`];function Xn(e,t){let n=e.st.mySeeks.has(t.id)||t.player===e.st.me;return L(`li`,{class:`seek`},L(`span`,null,...V(F(`seek-line`,{player:t.player,rating:String(t.rating),variant:F(M(t.variant)),time:P(t.time),color:F(`seek-plays-${t.color}`,{player:t.player}),rated:F(t.rated?`rated`:`casual`)}),[t.player])),n?z(F(`seek-cancel`),()=>e.cancelSeek(t.id)):z(F(`seek-accept`),()=>ze(e,{type:`accept`,seek:t.id})))}function Zn(e,t,n){return L(`select`,{id:e,name:e},...t.map(e=>L(`option`,{value:e},n(e))))}var Qn=null;function $n(e){let t=`${j()}|${e.inviteCode}`;return Qn?.key!==t&&(Qn={key:t,el:er(e)}),Qn.el}function er(e){let t=Zn(`variant`,x.map(e=>e.name),e=>F(M(e))),n=nr(t),r=Zn(`time`,ue.map(e=>e.time),P);r.value=`5+3`;let i=Zn(`color`,Yn,e=>F(`color-${e}`)),a=L(`input`,{type:`checkbox`,id:`rated`,checked:!0}),o=()=>({time:r.value,color:i.value,rated:a.checked,variant:t.value});return L(`section`,{class:`card`},L(`h2`,null,F(`seek-new`)),L(`div`,{class:`fields`},L(`label`,{for:`variant`},F(`field-variant`)),t,n,L(`label`,{for:`time`},F(`field-time`)),r,L(`label`,{for:`color`},F(`field-color`)),i,L(`label`,{for:`rated`},F(`field-rated`)),a),L(`div`,{class:`actions`},z(F(`seek-post`),()=>ze(e,{type:`seek`,...o()})),z(F(`invite-make`),()=>ze(e,{type:`challenge`,...o()}))),L(`p`,{class:`hint`},F(`seek-tab-note`)),e.inviteCode?rr(e.inviteCode):null)}function tr(e){let t=e.st.challenge;if(t===null)return null;let n=t.seek;return L(`section`,{class:`card challenge`,"aria-live":`polite`},L(`h2`,null,F(`invite-title`)),L(`p`,null,...V(F(`invite-from`,{player:n.player,rating:String(n.rating),variant:F(M(n.variant)),time:P(n.time),rated:F(n.rated?`rated`:`casual`)}),[n.player])),L(`p`,null,F(`invite-you-play`,{color:F(`color-${Vn(n.color)}`)})),L(`div`,{class:`actions`},z(F(`invite-accept`),()=>e.answerInvite(!0),{class:`primary`}),z(F(`invite-decline`),()=>e.answerInvite(!1))))}function nr(e){let t=L(`p`,{class:`hint about`,"aria-live":`polite`}),n=()=>{let n=e.value;t.replaceChildren(F(`variant-about-${n}`),` `,L(`a`,{href:`#rules=${n}`},F(`nav-rules`)))};return e.addEventListener(`change`,n),n(),t}function rr(e){let t=`${location.origin}/#invite=${e}`,n=L(`input`,{readonly:!0,value:t,"aria-label":F(`invite-link`)});return L(`p`,{class:`invite`},L(`span`,null,F(`invite-pass`)),n,z(F(`invite-copy`),()=>{n.select(),navigator.clipboard?.writeText(t)}))}function ir(e){let t=e.st,n=[...t.seeks.values()],r=qn([...t.games.values()],t.me,performance.now()),i=[...t.games.values()].filter(e=>e.rematch===`theirs`);return L(`div`,{class:`lobby`},tr(e),i.length>0?L(`section`,{class:`card`,"aria-live":`polite`},L(`h2`,null,F(`rematch-offers`)),L(`ul`,null,...i.map(n=>{let r=n.view.white===t.me?n.view.black:n.view.white;return L(`li`,null,L(`span`,null,...V(F(`rematch-from`,{player:N(r),time:P(n.view.time)}),[r])),z(F(`rematch-accept`),()=>e.rematch(n,`accept`),{class:`primary`}),z(F(`rematch-decline`),()=>e.rematch(n,`decline`)))}))):null,r.length>0?L(`section`,{class:`card`},L(`h2`,null,F(`my-games`)),L(`ul`,null,...r.map(t=>L(`li`,{class:t.myTurn?`my-turn`:``},L(`span`,null,...V(F(`game-line`,{white:N(t.view.white),black:N(t.view.black),time:P(t.view.time)}),[t.view.white,t.view.black])),L(`span`,{class:`turn-left`},t.myTurn?F(`your-turn-left`,{left:Wn(t.left,t.view.time)}):F(`their-turn`,{player:N(t.view[t.side===`white`?`black`:`white`])})),z(F(`game-open`),()=>e.watch(t.view.id),t.myTurn?{class:`primary`}:{}))))):null,L(`section`,{class:`card`,"aria-live":`polite`},L(`h2`,null,F(`seeks-title`)),n.length===0?L(`p`,{class:`empty`},F(`lobby-no-seeks`)):L(`ul`,{class:`seeks`},...n.map(t=>Xn(e,t)))),$n(e),L(`section`,{class:`card`},L(`h2`,null,F(`live-title`)),t.live.length===0?L(`p`,{class:`empty`},F(`lobby-none-live`)):L(`ul`,null,...t.live.map(t=>L(`li`,null,L(`span`,null,...V(F(`game-line`,{white:N(t.white),black:N(t.black),time:P(t.time)}),[t.white,t.black])),z(F(`game-watch`),()=>e.watch(t.id)))))),An(e))}var ar=null;function or(e){return ar?.lang!==j()&&(ar={lang:j(),el:sr(e)}),ar.el}function sr(e){let t=L(`select`,{id:`local-variant`},...x.map(e=>L(`option`,{value:e.name},F(M(e.name))))),n=ue.filter(e=>e.class===`live`).map(e=>e.time),r=L(`select`,{id:`local-time`},L(`option`,{value:``},F(`local-no-clock`)),...n.map(e=>L(`option`,{value:e},e)));return L(`section`,{class:`card`},L(`h2`,null,F(`local-title`)),L(`p`,null,F(`local-why`)),L(`div`,{class:`fields`},L(`label`,{for:`local-variant`},F(`field-variant`)),t,nr(t),L(`label`,{for:`local-time`},F(`field-time`)),r),L(`div`,{class:`actions`},z(F(`local-start`),()=>e.local.start(t.value,r.value||null),{class:`primary`,id:`local-start`})))}function cr(e,t){return L(`div`,{class:`actions offers`},t.over?null:z(F(`local-takeback`),()=>e.local.takeBack(),{id:`local-takeback`,disabled:t.view.moves.length===0}),z(F(`local-new`),()=>e.local.leave(),{id:`local-new`,class:t.over?`primary`:``}))}function lr(e,t){return e===null||t===null?null:e===`draw`?`drawn`:e===(t===`white`?`white_wins`:`black_wins`)?`won`:`lost`}function ur(e,t,n=null){if(e===null)return t(In);let{score:r,key:i}=Pn[e],a=lr(e,n);return`${r} · ${t(a===`won`?`end-you-won`:a===`lost`?`end-you-lost`:i)}`}function H(e){return[e.charCodeAt(0)-65,Number(e.slice(1))-1]}function dr(e){let t=Array.from({length:e.ranks},()=>[]);for(let n of e.squares)t[H(n)[1]].push(n);for(let e of t)e.sort((e,t)=>H(e)[0]-H(t)[0]);return t}function U(e,t){let[n]=t.trim().split(` `),r=n.split(`/`),i=dr(e);if(r.length!==i.length)throw Error(`position has ${r.length} ranks, the board ${i.length}`);let a=new Map;return r.forEach((e,t)=>{let n=i[i.length-1-t],r=0;for(let o of e.match(/\d+|[MNmnt]/g)??[])if(/^\d+$/.test(o))r+=Number(o);else{let e=n[r++];if(e===void 0)throw Error(`rank ${i.length-t} is too long`);a.set(e,o)}}),{pieces:a}}function fr(e){let t=[0,0,0,0];for(let n of e.pieces.values()){let e=`MNmn`.indexOf(n);e>=0&&t[e]++}return t}var pr=.45,mr=220,hr=class{board;onSquare;svg;focusSquare;at;down=null;actedOnDown=!1;flipped=!1;lastPointerUp=-1/0;squares=new Map;targets=new Map;pieces=new Map;laidOut=null;cursorMoved=!1;constructor(e,t,n){this.board=e,this.onSquare=t,this.svg=R(`svg`,{viewBox:`-0.45 -0.45 ${e.files+2*pr} ${e.ranks+2*pr}`,class:`board`,role:`group`,"aria-label":n}),this.focusSquare=e.squares[Math.floor(e.squares.length/2)],this.svg.addEventListener(`pointermove`,e=>{let t=this.down&&this.svg.querySelector(`[data-piece="${this.down}"]`),n=this.svg.getScreenCTM();if(!t||!n||e.buttons===0)return;let r=new DOMPoint(e.clientX,e.clientY).matrixTransform(n.inverse()),[i,a]=this.cell(this.down,this.flipped);t.setAttribute(`transform`,`translate(${r.x-i-.5} ${r.y-a-.5})`),this.svg.append(t)}),this.svg.addEventListener(`pointerup`,e=>{let t=this.down;if(this.down=null,t===null)return;this.lastPointerUp=performance.now(),this.svg.querySelector(`[data-piece="${t}"]`)?.removeAttribute(`transform`);let n=(document.elementFromPoint(e.clientX,e.clientY)?.closest(`[data-square]`))?.getAttribute(`data-square`);n&&(n!==t||!this.actedOnDown)&&this.onSquare(n)}),this.svg.addEventListener(`pointercancel`,()=>{this.down=null})}cell(e,t){let[n,r]=H(e);return t?[this.board.files-1-n,r]:[n,this.board.ranks-1-r]}layOut(e){this.svg.replaceChildren(),this.squares.clear(),this.targets.clear(),this.pieces.clear();let t=new Map;for(let e of this.board.castles.white)t.set(e,`castle-white`);for(let e of this.board.castles.black)t.set(e,`castle-black`);let n=new Set(this.board.river);for(let r of this.board.squares){let[i,a]=this.cell(r,e),[o,s]=H(r),c=[`sq`,(o+s)%2==0?`dark`:`light`];t.has(r)&&c.push(t.get(r)),n.has(r)&&c.push(`river`);let l=R(`g`,{class:c.join(` `),role:`button`,"aria-label":r,tabindex:-1,"data-square":r});l.append(R(`rect`,{x:i,y:a,width:1,height:1})),l.addEventListener(`pointerdown`,e=>{let t=e;t.button===0&&(this.svg.setPointerCapture(t.pointerId),this.down=r,this.focusSquare=r,this.cursorMoved=!0,this.actedOnDown=r!==this.at,this.actedOnDown&&this.onSquare(r))}),l.addEventListener(`click`,()=>{performance.now()-this.lastPointerUp<1e3||(this.focusSquare=r,this.onSquare(r))}),l.addEventListener(`keydown`,e=>this.key(e,r,this.flipped)),this.svg.append(l),this.squares.set(r,{g:l,base:c.join(` `),x:i,y:a})}this.coordinates(e),this.laidOut=e}draw(e,t,n){this.at=t.path[t.path.length-1],this.flipped=n,!this.cursorMoved&&t.movable.size>0&&(this.focusSquare=[...t.movable][0]),this.laidOut!==n&&this.layOut(n);let r=new Set(t.last),i=new Set(t.best),a=new Set(t.path);for(let[n,{g:o,base:s,x:c,y:l}]of this.squares){let u=s;i.has(n)?u+=` best`:r.has(n)&&(u+=` last`),a.has(n)&&(u+=` path`),t.path.length===0&&t.movable.has(n)&&(u+=` movable`),o.getAttribute(`class`)!==u&&o.setAttribute(`class`,u);let d=n===this.focusSquare?`0`:`-1`;o.getAttribute(`tabindex`)!==d&&o.setAttribute(`tabindex`,d);let f=e.pieces.get(n),p=t.landings.has(n)?f&&f!==`t`?`target capture`:`target`:null,m=this.targets.get(n);if((m?.getAttribute(`class`)??null)!==p&&(m?.remove(),this.targets.delete(n),p)){let e=R(`circle`,{cx:c+.5,cy:l+.5,r:p===`target`?.16:.46,class:p});o.append(e),this.targets.set(n,e)}}let o=new Map(e.pieces),[s,c]=[t.path[0],this.at],l=s===void 0?void 0:o.get(s);l&&c!==void 0&&c!==s&&(o.delete(s),o.set(c,l));for(let[e,t]of this.pieces)o.get(e)!==t.letter&&(t.el.remove(),this.pieces.delete(e));for(let[e,t]of o){if(this.pieces.has(e))continue;let[r,i]=this.cell(e,n),a=gr(t,r+.5,i+.5,e);this.svg.append(a),this.pieces.set(e,{letter:t,el:a})}}coordinates(e){let{files:t,ranks:n}=this.board;for(let r=0;r<t;r++){let i=R(`text`,{x:(e?t-1-r:r)+.5,y:n+pr/2,class:`coord`,"aria-hidden":`true`});i.textContent=String.fromCharCode(65+r),this.svg.append(i)}for(let t=0;t<n;t++){let r=R(`text`,{x:-.45/2,y:(e?t:n-1-t)+.5,class:`coord`,"aria-hidden":`true`});r.textContent=String(t+1),this.svg.append(r)}}key(e,t,n){let r={ArrowUp:[0,-1],ArrowDown:[0,1],ArrowLeft:[-1,0],ArrowRight:[1,0]};if(e.key===`Enter`||e.key===` `){e.preventDefault(),this.focusSquare=t,this.onSquare(t);return}let i=r[e.key];if(!i)return;e.preventDefault();let[a,o]=this.cell(t,n);for(let e=1;e<Math.max(this.board.files,this.board.ranks);e++){let t=this.board.squares.find(t=>{let[r,s]=this.cell(t,n);return r===a+i[0]*e&&s===o+i[1]*e});if(t){this.focus(t);return}}}focus(e){this.focusSquare=e,this.cursorMoved=!0;for(let t of this.svg.querySelectorAll(`[data-square]`))t.setAttribute(`tabindex`,t.dataset.square===e?`0`:`-1`),t.dataset.square===e&&t.focus()}animate(e,t){let n=this.start(e,t);return n?n.finished.then(()=>void 0,()=>void 0):Promise.resolve()}start(e,t){let n=this.svg.querySelector(`[data-piece="${e[0]}"]`);if(!n||e.length<2||matchMedia(`(prefers-reduced-motion: reduce)`).matches)return null;let[r,i]=this.cell(e[0],t),a=e.map(e=>{let[n,a]=this.cell(e,t);return{transform:`translate(${n-r}px, ${a-i}px)`}});return this.svg.append(n),n.animate(a,{duration:mr*(e.length-1),easing:`linear`})}};function gr(e,t,n,r){let i=R(`g`,{class:`piece`,"data-piece":r,"aria-hidden":`true`});if(e===`t`)return i.setAttribute(`class`,`tree`),i.append(R(`polygon`,{points:`${t},${n-.4} ${t-.32},${n+.3} ${t+.32},${n+.3}`})),i;let a=e===e.toUpperCase()?`white`:`black`;return i.classList.add(a),i.append(R(`circle`,{cx:t,cy:n,r:.38})),e.toLowerCase()===`n`?i.append(R(`path`,{class:`crown`,d:`M ${t-.2} ${n+.12} L ${t-.22} ${n-.14} L ${t-.1} ${n-.02} L ${t} ${n-.2} L ${t+.1} ${n-.02} L ${t+.22} ${n-.14} L ${t+.2} ${n+.12} Z`})):i.append(R(`circle`,{cx:t,cy:n,r:.22,class:`inner`})),i}function _r(e){if(e>=29e3)return{forced:!0,side:`white`};if(e<=-29e3)return{forced:!0,side:`black`};let t=(e/100).toFixed(2);return{forced:!1,men:e>0?`+${t}`:t}}function vr(e,t,n){let r=e.length>1?t/(e.length-1):0;return e.map((e,t)=>{let i=Math.max(-500,Math.min(500,e)),a=n/2-i/500*(n/2);return`${br(t*r)},${br(a)}`}).join(` `)}function yr(e,t,n){if(t<2)return 0;let r=Math.round(e/n*(t-1));return Math.max(0,Math.min(t-1,r))}function br(e){return Math.round(e*10)/10}var W=240,G=60;function xr(e){let t=_r(e);return t.forced?F(`analysis-forced-${t.side}`):t.men}function Sr(e){return e.best?F(`analysis-best-is`,{move:e.best}):F(`analysis-none`)}function Cr(e,t,n){let r=R(`svg`,{viewBox:`0 0 ${W} ${G}`,class:`eval-graph`,role:`img`,"aria-label":F(`analysis-graph`)});r.append(R(`rect`,{x:0,y:0,width:W,height:G,class:`eval-bg`}),R(`line`,{x1:0,y1:G/2,x2:W,y2:G/2,class:`eval-mid`}),R(`polyline`,{points:vr(e.map(e=>e.white),W,G),class:`eval-line`}));let i=e.length>1?t/(e.length-1)*W:0;return r.append(R(`line`,{x1:i,y1:0,x2:i,y2:G,class:`eval-at`})),r.addEventListener(`click`,t=>{let i=r.getBoundingClientRect();n(yr((t.clientX-i.left)/i.width*W,e.length,W))}),r}function wr(e,t){let n=t.review;if(!t.over||!n||n.moves.length===0)return null;let r=t.analysis;if(r===null)return L(`div`,{class:`analysis actions`},z(F(`analysis-ask`),()=>e.askAnalysis()));if(r===`asked`)return L(`p`,{class:`analysis`,role:`status`},F(`analysis-waiting`));let i=r.evaluations[n.at];return i?L(`div`,{class:`analysis`},L(`h3`,null,F(`analysis-title`)),L(`p`,{role:`status`},F(`analysis-eval`,{score:xr(i.white)})),Cr(r.evaluations,n.at,t=>e.reviewGo(t)),L(`div`,{class:`actions`},z(F(`analysis-best`),()=>e.toggleBest(),{"aria-pressed":t.showBest?`true`:`false`})),t.showBest?L(`p`,null,Sr(i)):null,L(`p`,{class:`hint`},F(`analysis-note`))):null}function Tr(e){let t=e.analysis;return!e.showBest||!e.review||t===null||t===`asked`?null:t.evaluations[e.review.at]?.best??null}function Er(e,t){let n=e.analysis;return n===null||n===`asked`?``:n.marks[t]??``}var Dr=null;function Or(e,t,n,r){let i=e.board(t);if(!i)return null;Dr?.variant!==t&&(Dr={variant:t,view:new hr(i,()=>{},F(`board-label`))});try{let e={path:[],landings:new Set,movable:new Set,last:[],best:r?h(r):[]};Dr.view.draw(U(i,n),e,!1)}catch{return null}return Dr.view.svg}function kr(e){let{variant:t}=e.st.analysing,n=L(`select`,{id:`variant`,name:`variant`,onchange:t=>e.analysis.choose(t.target.value)},...x.map(e=>L(`option`,{value:e.name,selected:e.name===t},F(M(e.name))))),r=L(`textarea`,{id:`position`,rows:3,spellcheck:`false`,oninput:t=>e.analysis.type(t.target.value)});r.value=e.analysis.position();let i=()=>e.analysis.evaluate(),a=e.st.board,o=a===`asked`?L(`p`,{role:`status`},F(`loading`)):a===null?null:L(`div`,{class:`board-answer`},L(`div`,{role:`status`},L(`p`,null,F(`analysis-eval`,{score:xr(a.evaluation.white)})),L(`p`,null,Sr(a.evaluation))),Or(e,a.variant,a.position,a.evaluation.best));return L(`section`,{class:`card`},L(`h2`,null,F(`analysis-board-title`)),L(`div`,{class:`fields`},L(`label`,{for:`variant`},F(`field-variant`)),n),L(`label`,{for:`position`},F(`analysis-position`)),r,L(`div`,{class:`actions`},z(F(`analysis-run`),i,{class:`primary`})),o,L(`p`,{class:`hint`},F(`analysis-note`)))}var K=null;function Ar(e,t){let n=t.view.variant??`camelot`,r=e.st.boards.get(n);if(!r)return null;let i=`${t.view.id}|${n}`;return K?.key!==i&&(K={key:i,view:new hr(r,t=>e.square(t),F(`board-label`))}),K.view}function jr(e,t){let n=Ar(e,t),r=e.st.boards.get(t.view.variant??`camelot`);if(!n||!r)return null;let i=t.review&&t.over?t.review:null,a=Mr(t);if(!a)return null;let o=i?i.moves[i.at-1]:t.view.moves[t.view.moves.length-1],s=i?Tr(t):null,c=t.legalPly===t.view.moves.length;return n.draw(U(r,a),{path:t.path,landings:c&&t.path.length>0?p(t.legal,t.path):new Set,movable:c?d(t.legal):new Set,last:o?h(o):[],best:s?h(s):[]},se(e.st,t)),n.svg}function Mr(e){return e.review&&e.over?e.review.positions[e.review.at]:e.view.position}function Nr(e){return e.over!==null&&e.review!==null&&e.review.at<e.review.positions.length-1}function Pr(e){if(!e.over||!e.review)return null;let t=be(e.review);return L(`p`,{class:`review-banner`,role:`status`,"aria-live":`polite`},t?F(`review-shown`,{number:t.number,side:t.side,move:t.move}):F(`review-shown-start`))}function Fr(e,t){return K?K.view.animate(e,t):Promise.resolve()}function Ir(e,t){let n=Gn(e.view.clock,performance.now()-e.clockAt)[t];return L(`div`,{class:`clock ${t}${e.view.clock.running===t?` running`:``}${Kn(n)?` low`:``}`,"data-clock":t,role:`timer`,"aria-label":F(`clock-${t}`)},Wn(n,e.view.time))}function Lr(e){let t=Gn(e.view.clock,performance.now()-e.clockAt);for(let n of[`white`,`black`]){let r=document.querySelector(`[data-clock="${n}"]`);r&&(r.textContent=Wn(t[n],e.view.time),r.classList.toggle(`low`,Kn(t[n])))}let n=document.querySelector(`[data-gone]`);if(n&&e.gone){let t=performance.now();n.textContent=Rr(e,t);for(let n of document.querySelectorAll(`[data-claim]`))n.disabled=ce(e,t)>0}}function Rr(e,t){let n=e.gone.side,[r,i]=[N(e.view[n]),ce(e,t)],a=e.view.to_move===n;return a&&i<=0?F(`online-gone-claimable`,{name:r}):F(a?`online-gone-wait`:`online-gone-their-turn`,{name:r,wait:Wn(i,e.view.time)})}function zr(e,t,n){let r=t.view.id===0,i=r?F(`local-${n}`):t.view[n],a=t.view.ratings?t.view.ratings[n===`white`?0:1]:null,o=e.st.boards.get(t.view.variant??`camelot`),s=``,c=Mr(t);if(o&&c){let[e,t,r,i]=fr(U(o,o.start)),[a,l,u,d]=fr(U(o,c));s=n===`white`?`●`.repeat(r-u)+`◆`.repeat(i-d):`○`.repeat(e-a)+`◇`.repeat(t-l)}return L(`div`,{class:`player ${n}${t.view.to_move===n&&!t.over?` to-move`:``}`},L(`span`,{class:`name`},r?i:B(i),a===null?``:` (${a})`),L(`span`,{class:`taken`,"aria-label":F(`captured`)},s),_e(t.view)&&!Nr(t)?Ir(t,n):null)}function Br(e,t){if(!e.over)return null;let n=e.over,r=ur(n.result,F,t),i=e.view.aborted?Rn[e.view.aborted]:Ln,a=F(n.termination===null?i:Fn[n.termination]),o=[L(`strong`,null,r),L(`span`,null,a)];if(n.rating)for(let t of[`white`,`black`]){let r=n.rating[t],i=Math.round(r.after-r.before);o.push(L(`span`,null,F(`rating-change`,{player:e.view[t],after:String(Math.round(r.after)),change:`${i>=0?`+`:``}${i}`})))}return L(`div`,{class:`result ${lr(n.result,t)??``}`,role:`status`},...o)}function Vr(e,t,n){return L(`div`,{class:`actions offers`},...t.rematch===`theirs`?[L(`span`,null,F(`rematch-offered-by`,{name:t.view[Hr(n)]})),z(F(`rematch-accept`),()=>e.rematch(t,`accept`),{id:`rematch-accept`,class:`primary`}),z(F(`rematch-decline`),()=>e.rematch(t,`decline`),{id:`rematch-decline`})]:t.rematch===`mine`?[L(`span`,{role:`status`},F(`rematch-waiting`))]:[t.rematch===`declined`?L(`span`,null,F(`rematch-declined`)):null,z(F(`rematch-offer`),()=>e.rematch(t,`offer`),{id:`rematch`})])}function Hr(e){return e===`white`?`black`:`white`}function Ur(e,t,n){let r=t.view.draw_offer&&t.view.draw_offer!==n,i=t.view.takeback_offer&&t.view.takeback_offer!==n,a=t.view[Hr(n)],o=[],s=(e,t,n)=>L(`div`,{class:`offer-in`,role:`alert`},L(`strong`,null,e),L(`div`,{class:`actions`},t,n));if(r&&o.push(s(F(`online-draw-offered-by`,{name:a}),z(F(`draw-accept`),()=>e.gameAct(`accept_draw`),{id:`draw-accept`,class:`primary`}),z(F(`draw-decline`),()=>e.gameAct(`decline_draw`),{id:`draw-decline`}))),i&&o.push(s(F(`online-takeback-by`,{name:a}),z(F(`takeback-accept`),()=>e.gameAct(`accept_takeback`),{id:`takeback-accept`,class:`primary`}),z(F(`takeback-decline`),()=>e.gameAct(`decline_takeback`),{id:`takeback-decline`}))),t.view.draw_offer===n&&o.push(L(`p`,{role:`status`},F(`online-draw-waiting`))),t.view.takeback_offer===n&&o.push(L(`p`,{role:`status`},F(`online-takeback-waiting`))),o.push(t.view.draw_offer===n?z(F(`draw-withdraw`),()=>e.gameAct(`withdraw_draw`),{id:`draw`}):z(F(`draw-offer`),()=>e.gameAct(`offer_draw`),{id:`draw`}),t.view.takeback_offer===n?z(F(`takeback-withdraw`),()=>e.gameAct(`withdraw_takeback`),{id:`takeback`}):z(F(`takeback-offer`),()=>e.gameAct(`offer_takeback`),{id:`takeback`,disabled:t.view.moves.length===0})),ve(t.view)&&o.push(z(F(`abort`),()=>e.gameAct(`abort`),{id:`abort`})),o.push(z(F(t.resignArmed?`resign-confirm`:`resign`),()=>e.resign(),{id:`resign`,class:t.resignArmed?`danger`:``})),t.gone&&t.gone.side!==n){let n=ce(t,performance.now());o.push(L(`p`,{"data-gone":``,role:`status`},Rr(t,performance.now())),z(F(`claim-win`),()=>e.gameAct(`claim_win`),{id:`claim-win`,"data-claim":``,disabled:n>0}),z(F(`claim-draw`),()=>e.gameAct(`claim_draw`),{id:`claim-draw`,"data-claim":``,disabled:n>0}))}return L(`div`,{class:`offers`},...o)}var Wr=null;function Gr(e,t){Wr??=L(`input`,{id:`typed`,autocomplete:`off`,spellcheck:`false`,placeholder:`E7-E8`});let n=Wr;n.setAttribute(`aria-label`,F(`typed-label`));let r=L(`form`,{class:`typed`,onsubmit:r=>{r.preventDefault();let i=n.value.trim();i&&(e.play(t,i),n.value=``)}},L(`label`,{for:`typed`},F(`typed-label`)),n,L(`button`,{type:`submit`},F(`typed-play`))),i=t.path.length>1||l(t.legal)&&t.path.length>0,a=t.confirming===null&&f(t.legal,t.path)!==null;return L(`div`,{class:`entry`},i||a?L(`div`,{class:`actions`},t.confirming===null?null:z(F(`move-confirm`,{move:t.confirming}),()=>e.confirmMove(),{id:`move-confirm`,class:`primary`}),a?z(F(`end-here`,{square:t.path[t.path.length-1]}),()=>e.endHere(),{id:`end-here`,class:`primary`}):null,z(F(l(t.legal)?`trees-cancel`:`move-cancel`),()=>e.cancelMove(),{id:`move-cancel`})):null,r)}function Kr(e,t){let n=t.over?t.review:null,r=n?n.moves:t.view.moves,i=i=>{let a=r[i]===void 0?void 0:r[i]+Er(t,i);if(a===void 0)return``;let o=n&&n.at===i+1?` current`:``;return n?z(a,()=>e.reviewGo(i+1),{class:`ply${o}`}):L(`span`,{class:`ply`},a)},a=[];for(let e=0;e<r.length;e+=2)a.push(L(`li`,null,L(`span`,null,`${e/2+1}.`),i(e),i(e+1)));let o=n?L(`div`,{class:`actions`},z(F(`review-start`),()=>e.reviewKey(`Home`),{"aria-keyshortcuts":`Home`}),z(F(`review-back`),()=>e.reviewKey(`ArrowLeft`),{"aria-keyshortcuts":`ArrowLeft`}),z(F(`review-forward`),()=>e.reviewKey(`ArrowRight`),{"aria-keyshortcuts":`ArrowRight`}),z(F(`review-end`),()=>e.reviewKey(`End`),{"aria-keyshortcuts":`End`}),n.record?z(F(`download`),()=>Jr(t.view.id,n.record)):null):null;return L(`div`,{class:`moves`},L(`h3`,null,F(`moves-title`)),L(`ol`,null,...a),o)}function qr(e){let t=e.querySelector(`.moves ol`);if(!t)return;let n=t.querySelector(`.ply.current`);t.scrollTop=n?n.offsetTop-t.offsetTop-t.clientHeight/2:t.scrollHeight}function Jr(e,t){let n=URL.createObjectURL(new Blob([t],{type:`text/plain`})),r=L(`a`,{href:n,download:`game-${e}.camelot`});document.body.append(r),r.click(),r.remove(),URL.revokeObjectURL(n)}var q=null;function Yr(e,t){let n=b(e.st,t.view),r=se(e.st,t),i=r?`white`:`black`,a=r?`black`:`white`,o=jr(e,t),s=t.view.id===0,c=n!==null&&!t.over&&t.view.to_move===n,u=s?F(`local-to-move`,{side:t.view.to_move}):c?F(`your-move`):F(`their-move`,{player:t.view[t.view.to_move]}),d=t.over?null:L(`p`,{class:`turn`,role:`status`},u,c&&l(t.legal)?` ${F(`trees-status`)}`:``);if(q?.id!==t.view.id){let e=L(`div`,{class:`board-wrap`}),n=L(`div`,{class:`panel`});q={id:t.view.id,play:L(`div`,{class:`play`},e,n),wrap:e,panel:n}}let f=o??L(`p`,null,F(`loading`));o&&q.wrap.style.setProperty(`--aspect`,String(o.viewBox.baseVal.width/o.viewBox.baseVal.height));let[p,m,ee]=q.wrap.children;m===f?(p.replaceWith(zr(e,t,i)),ee.replaceWith(zr(e,t,a))):q.wrap.replaceChildren(zr(e,t,i),f,zr(e,t,a));let h=[L(`h2`,null,s?[F(`local-title`),F(M(t.view.variant)),t.view.time].filter(Boolean).join(` · `):F(`game-title`,{id:t.view.id,variant:F(M(t.view.variant)),time:P(t.view.time)})),Pr(t),d,Br(t,s?null:n),t.note?L(`p`,{class:`note`,role:`alert`,title:t.note.detail??``},On(t.note)):null,n!==null&&!t.over?Gr(e,t):null,s?cr(e,t):n!==null&&!t.over?Ur(e,t,n):null,!s&&n!==null&&t.over?Vr(e,t,n):null,L(`div`,{class:`actions`},z(F(`flip`),()=>e.turnBoard(),{id:`flip`}),z(F(`back-lobby`),()=>e.toLobby(),{id:`back-lobby`})),Kr(e,t),wr(e,t)];q.panel.replaceChildren(...h.filter(e=>e!==null));let g=q.panel;return g.isConnected?qr(g):requestAnimationFrame(()=>qr(g)),q.play}var Xr=null;function Zr(e){let t=e.st,n=t.signUpFor??{why:`signup-visitor`,then:null};Xr??=L(`input`,{id:`name`,name:`name`,autocomplete:`nickname`,required:!0,pattern:de});let r=Xr;return r.value===``&&t.signUpName&&(r.value=t.signUpName),L(`form`,{class:`card signup`,onsubmit:t=>{t.preventDefault(),e.account.signUp(r.value)}},L(`h2`,null,F(`signup-title`)),L(`p`,null,F(n.why,n.args)),L(`p`,null,F(t.guest?`signup-guest-why`:`signup-why`)),L(`label`,{for:`name`},F(`signup-name`)),r,L(`div`,{class:`actions`},L(`button`,{type:`submit`,class:`primary`},F(t.guest?`signup-claim-button`:`signup-button`)),z(F(`dismiss`),()=>e.account.dismissSignUp())))}function Qr(e){let t=e.st.leaders,n=t=>e.leaderboard(t);return L(`section`,{class:`card`},L(`h2`,null,F(`leaders-title`)),zn(e),L(`div`,{class:`actions`},z(F(`class-live`),()=>n(`live`)),z(F(`class-correspondence`),()=>n(`correspondence`))),t===null?null:t.entries.length===0?L(`p`,{class:`empty`},F(`leaders-none`)):L(`table`,null,L(`caption`,null,F(`class-${t.class}`)),L(`tr`,null,L(`th`,null,`#`),L(`th`,null,F(`leaders-player`)),L(`th`,null,F(`leaders-rating`)),L(`th`,null,F(`leaders-games`))),...t.entries.map((e,t)=>L(`tr`,null,L(`td`,null,String(t+1)),L(`td`,null,B(e.player)),L(`td`,null,`${Math.round(e.rating)} ±${Math.round(e.deviation)}`),L(`td`,null,String(e.games))))))}function $r(e){let t=[];for(let n=1;;n++){let r=`${e}-${n}`,i=F(r);if(i===r)break;t.push(L(`p`,null,i))}return t}function ei(e){let t=x.some(t=>t.name===e.st.rulesOf)?e.st.rulesOf:`camelot`,n=t===`camelot`;return L(`article`,{class:`card rules`},L(`h2`,null,n?F(`rules-title`):F(`rules-of`,{variant:F(M(t))})),L(`p`,{class:`hint`},F(`variant-about-${t}`)),...$r(n?`rules`:`rules-${t}`),L(`h3`,null,F(`rules-variants`)),L(`ul`,{class:`variants`},...x.filter(e=>e.name!==t).map(e=>L(`li`,null,L(`a`,{href:`#rules=${e.name}`},F(M(e.name)))))))}function ti(e,t){return t>0&&e!==`open`?{id:`signin-reconnecting`,lost:!0}:e===`open`?null:{id:`online-connecting`,lost:!1}}var J=null;function ni(e,t=`sine`){try{J??=new AudioContext;let n=J.currentTime;for(let[r,i,a,o]of e){let e=J.createOscillator(),s=J.createGain();e.type=t,e.frequency.value=r,s.gain.setValueAtTime(o,n+i),s.gain.exponentialRampToValueAtTime(.001,n+i+a),e.connect(s).connect(J.destination),e.start(n+i),e.stop(n+i+a)}}catch{}}function ri(){ni([[660,0,.25,.08],[880,.12,.25,.08]])}function ii(e){ni(e?[[180,0,.09,.18],[140,.07,.12,.18]]:[[240,0,.08,.15]],`triangle`)}var ai=[`white`,`black`,`any`],oi=`untimed`;function si(e,t,n){return L(`select`,{id:e,name:e},...t.map(e=>L(`option`,{value:e},n(e))))}var ci=null;function li(e){return ci?.lang!==j()&&(ci={lang:j(),el:ui(e)}),ci.el}function ui(e){let t=si(`level`,xe,e=>F(`level-${e}`)),n=si(`variant`,x.map(e=>e.name),e=>F(M(e))),r=si(`time`,[oi,...ue.filter(e=>e.class===`live`).map(e=>e.time)],e=>e===`untimed`?F(`computer-untimed`):e),i=si(`color`,ai,e=>F(`color-${e}`));return L(`section`,{class:`card`},L(`h2`,null,F(`computer-title`)),L(`p`,null,F(`computer-unrated`)),L(`div`,{class:`fields`},L(`label`,{for:`level`},F(`computer-level`)),t,L(`label`,{for:`variant`},F(`field-variant`)),n,L(`label`,{for:`time`},F(`field-time`)),r,L(`label`,{for:`color`},F(`field-color`)),i),L(`div`,{class:`actions`},z(F(`computer-play`),()=>e.playComputer({level:t.value,time:r.value,color:i.value,variant:n.value}),{class:`primary`})))}function di(e){let t=te.flatMap(t=>{let n=`setting-${t}`,r=L(`select`,{id:n,name:t,onchange:n=>e.setSetting(t,n.target.value)},...g[t].map(n=>L(`option`,{value:n,selected:e.st.settings[t]===n},F(`setting-${t}-${n}`))));return[L(`label`,{for:n},F(n)),r]});return L(`section`,{class:`card settings`},L(`h2`,null,F(`nav-settings`)),L(`div`,{class:`fields`},...t),L(`p`,{class:`hint`},F(`settings-kept`)))}function fi(e){let t=e.st.settings,n=document.documentElement;n.dataset.theme=t.theme,n.dataset.board=t.board,n.dataset.pieces=t.pieces}Dn();var Y=new lt,pi=document.getElementById(`app`),X=null;async function mi(e){if(await xn(j()),!X){let{Learning:e}=await k(async()=>{let{Learning:e}=await import(`./page-Bbr_OEbY.js`);return{Learning:e}},[]);X=new e(Y,$),Y.learning=e=>X.receive(e)}Y.st.conn===`closed`&&Y.conn.open(),X.open(e),$()}function hi(){let e=location.hash.slice(1),[t,n]=e.split(`=`),r=Y.st;r.error=null;let i=je(e);if(i)r.page=`learn`,mi(i);else if(t===`invite`&&n)r.invite=n,r.page=`lobby`,Y.conn.state===`open`&&Y.showInvite();else if(t===`game`&&n){let e=Number(n);Number.isInteger(e)&&e>0&&(r.current=e,r.page=`game`,r.games.has(e)||Y.watch(e))}else t===`player`&&n?Y.player.show(decodeURIComponent(n)):t===`local`?(r.page=r.games.has(0)?`game`:`local`,r.current=0):t===`computer`||t===`analysis`||t===`settings`?r.page=t:t===`leaders`||t===`rules`?(r.page=t,t===`rules`&&(r.rulesOf=n??`camelot`),t===`leaders`&&r.leaders===null&&Y.leaderboard(`live`)):r.page=`lobby`;$()}function gi(){let e=L(`select`,{id:`lang`,"aria-label":F(`language`),onchange:e=>{En(e.target.value),Y.st.page===`learn`&&xn(j()).then($),$()}},...hn.map(e=>L(`option`,{value:e,selected:e===j()},F(`lang-${e}`)))),t=Y.st;return L(`header`,null,L(`h1`,null,L(`a`,{href:`#`},F(`site-title`))),L(`nav`,null,L(`a`,{href:`#`},F(`nav-lobby`)),L(`a`,{href:`#leaders`},F(`nav-leaders`)),L(`a`,{href:`#local`},F(`nav-local`)),L(`a`,{href:`#rules`},F(`nav-rules`)),L(`a`,{href:`#computer`},F(`nav-computer`)),L(`a`,{href:`#analysis`},F(`nav-analysis`)),L(`a`,{href:`#lessons`},F(`nav-lessons`)),L(`a`,{href:`#puzzles`},F(`nav-puzzles`)),L(`a`,{href:`#settings`},F(`nav-settings`))),L(`span`,{class:`conn${ti(t.conn,Y.conn.attempt)?.lost?` lost`:``}`,role:`status`},t.me?F(`signed-in`,{name:t.me}):``,t.guest?` `:``,(!t.me||t.guest)&&t.conn===`open`?L(`a`,{href:`#signup`,onclick:_i},F(t.guest?`nav-claim`:`nav-signup`)):``,` `,vi()),e)}function _i(e){e.preventDefault(),Y.st.signUpFor={why:Y.st.guest?`signup-guest`:`signup-visitor`,then:null},Y.st.page=`lobby`,$()}function vi(){let e=ti(Y.st.conn,Y.conn.attempt);return e?F(e.id,{attempt:Y.conn.attempt}):``}function yi(){let e=Y.st,t=e.error?L(`p`,{class:`note`,role:`alert`,title:e.error.detail??``},On(e.error),` `,z(F(`dismiss`),()=>(e.error=null,$()))):null,n=(e.me===null||e.guest)&&e.signUpFor?Zr(Y):null;if(e.page===`rules`)return[n,ei(Y)];if(e.page===`learn`)return[t,X?X.view():L(`p`,null,F(`loading`))];if(e.page===`local`)return[t,or(Y)];if(e.page===`leaders`)return[t,n,Qr(Y)];if(e.page===`player`)return[t,Bn(Y)];if(e.page===`computer`)return[t,n,li(Y)];if(e.page===`analysis`)return[t,n,kr(Y)];if(e.page===`settings`)return[di(Y)];let r=Y.game();return e.page===`game`&&r?[t,n,Yr(Y,r)]:[t,n,ir(Y)]}var Z=L(`main`);pi.replaceChildren(L(`header`),Z);var Q=!1;function $(){if(Q||X?.busy())return;let e=document.activeElement,t=e?.getAttribute(`data-square`),n=e?.id;fi(Y),pi.firstElementChild.replaceWith(gi());let r=yi().filter(e=>e!==null);r.length===Z.children.length&&r.every((e,t)=>Z.children[t]===e)||Z.replaceChildren(...r),Y.showLobby(Z.querySelector(`.lobby`)!==null),(t?pi.querySelector(`[data-square="${t}"]`):n?document.getElementById(n):null)?.focus(),bi()}function bi(){let e=Y.st,t=[...e.games.values()],n=qn(t,e.me,performance.now()).filter(e=>e.myTurn).length,r=t.some(t=>{let n=b(e,t.view),r=e=>typeof e==`string`&&e!==n;return t.view.status===`active`&&n!==null&&t.view.id!==0&&(r(t.view.draw_offer)||r(t.view.takeback_offer))});document.title=Jn(F(`site-title`),n,r)}Y.onChange=e=>{let t=Y.game();e&&Y.st.settings.sound===`on`&&ii(e.capture),e&&t&&e.game===t.view.id&&Y.st.page===`game`?(Q=!0,Fr(e.squares,se(Y.st,t)).then(()=>{Q=!1,$()})):$()},Y.onOffer=()=>{Y.st.settings.sound===`on`&&ri()},window.addEventListener(`hashchange`,hi),window.addEventListener(`keydown`,e=>{let t=document.getElementById(`typed`),n=document.activeElement,r=n?.tagName===`INPUT`||n?.tagName===`TEXTAREA`||n?.tagName===`SELECT`;e.key===`/`&&t&&!r?(e.preventDefault(),t.focus()):Y.st.page===`game`&&!r&&!n?.hasAttribute(`data-square`)&&Y.reviewKey(e.key)&&e.preventDefault()}),setInterval(()=>{let e=Y.game();e&&Y.st.page===`game`&&!Q&&(Oe(e,performance.now())&&$(),Lr(e))},100),hi(),Y.conn.open();export{s as _,F as a,h as b,Le as c,Re as d,Ie as f,v as g,x as h,L as i,Me as l,he as m,U as n,M as o,ge as p,z as r,Pe as s,hr as t,Fe as u,p as v,d as y};