extension TracePage {
    /// The page's layout: the picture on the left, the step's details on the right.
    static let style = """
        :root { color-scheme: light; font: 14px -apple-system, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; color: #1f2328; }
        body { margin: 0; background: #f6f8fa; }
        header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #d0d7de; }
        header h1 { margin: 0; font-size: 18px; }
        header p { margin: 4px 0 0; color: #57606a; }
        #verdict.ok { color: #1a7f37; } #verdict.fail { color: #cf222e; font-weight: 600; white-space: pre-wrap; overflow-wrap: anywhere; }
        main { display: flex; gap: 20px; padding: 16px 20px; align-items: flex-start; }
        #stage { flex: 0 0 auto; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 12px; }
        #picture, #expected-picture { max-width: 420px; }
        #picture, #expected-picture { max-height: 70vh; height: auto; display: block; border: 1px solid #eaeef2; }
        .pair { display: flex; gap: 12px; }
        .pair > div > h2, .pair > div > h3 { margin: 0 0 4px; font-size: 12px; color: #57606a; text-transform: none; letter-spacing: 0; }
        .controls { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
        #details { flex: 1 1 auto; min-width: 0; }
        .scrub { display: flex; gap: 8px; align-items: center; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; padding: 8px 12px; }
        .scrub input { flex: 1; }
        ol#steps { list-style: none; margin: 8px 0; padding: 0; max-height: 30vh; overflow: auto; background: #fff; border: 1px solid #d0d7de; border-radius: 8px; }
        ol#steps li { padding: 3px 10px; cursor: pointer; font: 12px ui-monospace, Menlo, monospace; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        ol#steps li.fire { color: #9a6700; } ol#steps li.selected { background: #ddf4ff; } ol#steps li.failed { border-left: 3px solid #cf222e; }
        h2 { font-size: 13px; margin: 12px 0 4px; color: #57606a; text-transform: uppercase; letter-spacing: .04em; }
        pre { margin: 0; padding: 8px 10px; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; font: 12px ui-monospace, Menlo, monospace; white-space: pre-wrap; word-break: break-all; }
        table { border-collapse: collapse; width: 100%; table-layout: fixed; background: #fff; font: 12px ui-monospace, Menlo, monospace; }
        th:first-child { width: 30%; }
        td, th { border: 1px solid #d0d7de; padding: 3px 6px; text-align: left; vertical-align: top; word-break: break-all; }
        td.before { background: #ffebe9; } td.after { background: #dafbe1; }
        #failure { display: none; margin-top: 12px; } #failure.shown { display: block; }
        #failure .pair pre { flex: 1; }
        .framed { position: relative; display: inline-block; }
        .band { position: absolute; background: #E8F1FF; mix-blend-mode: multiply; pointer-events: none; }
        .outline { position: absolute; box-sizing: border-box; border: 2px solid #cf222e; border-radius: 2px; pointer-events: none; }
        #outlined { margin: 4px 0 0; font-size: 12px; color: #cf222e; }
        """

    /// The page's elements; the script fills them.
    static let body = """
        <header><h1 id="machine"></h1><p id="title"></p><p id="verdict"></p></header>
        <main>
        <section id="stage" aria-label="picture">
        <div class="pair"><div id="expected-wrap" hidden><h2>expected (saved)</h2><p id="expected-note"></p><div class="framed"><img id="expected-picture" alt="the picture saved beside the spec"></div></div>
        <div><h2 id="picture-caption">after the step</h2><div class="framed"><img id="picture" alt=""></div></div></div>
        <p id="outlined" hidden></p>
        <div class="controls"><button id="play" type="button" aria-label="play the step's animations">▶</button>
        <input id="time" type="range" min="0" max="0" value="0" step="1" aria-label="time within the step">
        <span id="time-label">0 s</span></div>
        </section>
        <section id="details">
        <div class="scrub"><button id="previous" type="button" aria-label="previous step">◀</button>
        <input id="step" type="range" min="0" max="0" value="0" aria-label="step">
        <button id="next" type="button" aria-label="next step">▶</button><span id="step-label"></span></div>
        <ol id="steps"></ol>
        <h2>Event</h2><pre id="event"></pre>
        <h2>Effects</h2><pre id="effects"></pre>
        <h2>State changes</h2><table id="changes"><thead><tr><th>path</th><th>before</th><th>after</th></tr></thead><tbody></tbody></table>
        <h2>Timers waiting</h2><pre id="timers"></pre>
        <div id="failure"><h2>Failure</h2><div class="pair"><div><h3>expected</h3><pre id="failure-expected"></pre></div><div><h3>actual</h3><pre id="failure-actual"></pre></div></div></div>
        </section>
        </main>
        """

    /// The viewer: scrubbing, playing, and the self-check.
    static let script = """
        (function () {
          "use strict";
          var problems = [];
          window.addEventListener("error", function (e) { problems.push("script error: " + e.message); });
          var consoleError = console.error;
          console.error = function () { problems.push("console error: " + Array.prototype.join.call(arguments, " ")); consoleError.apply(console, arguments); };
          var data = JSON.parse(document.getElementById("trace-data").textContent);
          var $ = function (id) { return document.getElementById(id); };
          var steps = data.steps, current = 0, frame = 0, timer = null;
          // A time as the clock keeps it, whole nanoseconds, in the fewest digits: 102.57, not 102.57000000000001.
          function seconds(value) { return String(Number(value.toFixed(9))); }
          $("machine").textContent = data.machine;
          $("title").textContent = data.title;
          var verdict = $("verdict");
          // The differing path first, then what differs, wrapped: a long message is not one long line.
          if (data.failure) { verdict.className = "fail"; verdict.textContent = (data.failure.path ? data.failure.path + "\\n" : "") + data.failure.message; }
          else { verdict.className = "ok"; verdict.textContent = "the run matches the spec (" + steps.length + (steps.length === 1 ? " step)" : " steps)"); }
          var list = $("steps");
          steps.forEach(function (step, index) {
            var item = document.createElement("li");
            item.className = step.source + (data.failure && data.failure.step === index ? " failed" : "");
            item.textContent = seconds(step.at) + " s  " + step.source + "  " + step.event;
            item.addEventListener("click", function () { stop(); show(index); });
            list.appendChild(item);
          });
          $("step").max = String(Math.max(steps.length - 1, 0));
          function text(id, value) { $(id).textContent = value; }
          // A picture is shown as an image, never as markup: whatever a file holds, it cannot run.
          function picture(image, svg) {
            if (svg === null) { image.removeAttribute("src"); } else { image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg); }
          }
          function pictured() { return ($("picture").getAttribute("src") || "").indexOf("data:image/svg+xml") === 0; }
          function show(index, frameIndex) {
            if (!steps.length) { text("step-label", "no steps"); return; }
            current = Math.min(Math.max(index, 0), steps.length - 1);
            var step = steps[current];
            // Without a frame asked for, the step's end: where its animations settle.
            frame = frameIndex === undefined ? step.frames.length - 1 : frameIndex;
            frame = Math.min(Math.max(frame, 0), Math.max(step.frames.length - 1, 0));
            $("step").value = String(current);
            text("step-label", "step " + (current + 1) + " of " + steps.length + " · " + seconds(step.at) + " s");
            // Each step has an address: #step-3 opens the page there.
            if (history.replaceState) { history.replaceState(null, "", "#step-" + (current + 1)); }
            $("time").max = String(Math.max(step.frames.length - 1, 0));
            $("time").value = String(frame);
            var shown = step.frames[frame];
            text("time-label", shown ? "+" + (Math.round(shown[0] * 1000) / 1000) + " s" : "");
            picture($("picture"), shown ? data.pictures[shown[1]] : null);
            band(shown && shown[2]);
            $("picture").alt = data.drawn ? "the machine after step " + (current + 1) : "the run's timeline, step " + (current + 1) + " tinted";
            text("event", step.source + (step.timer ? " (timer " + step.timer + ")" : "") + "  " + step.event);
            text("effects", step.effects.length ? step.effects.join("\\n") : "none");
            var body = $("changes").tBodies[0];
            body.replaceChildren();
            step.changes.forEach(function (change) {
              var row = body.insertRow();
              row.insertCell().textContent = change.path;
              var before = row.insertCell(); before.className = "before"; before.textContent = change.before === null ? "(none)" : change.before;
              var after = row.insertCell(); after.className = "after"; after.textContent = change.after === null ? "(none)" : change.after;
            });
            if (!step.changes.length) { var empty = body.insertRow().insertCell(); empty.colSpan = 3; empty.textContent = "none"; }
            text("timers", step.pending.length ? step.pending.join("\\n") : "none");
            Array.prototype.forEach.call(list.children, function (item, i) { item.classList.toggle("selected", i === current); });
            var failed = data.failure && data.failure.step === current;
            $("failure").classList.toggle("shown", !!(data.failure && (failed || data.failure.step === null)));
            outline(failed && data.failure.outlines);
          }
          // A timeline's picture shows a page of steps: the step's own row is tinted over it.
          function band(place) {
            var old = document.querySelector(".band");
            if (old) { old.remove(); }
            if (!place) { return; }
            var box = document.createElement("div");
            box.className = "band";
            box.style.left = place.x + "%";
            box.style.top = place.y + "%";
            box.style.width = place.width + "%";
            box.style.height = place.height + "%";
            $("picture").parentNode.appendChild(box);
          }
          // The parts the saved picture and the drawing disagree on, outlined on both pictures
          // (placed through the CSS object model, which the page's policy allows).
          function outline(outlines) {
            Array.prototype.forEach.call(document.querySelectorAll(".outline"), function (box) { box.remove(); });
            $("outlined").hidden = !outlines || !outlines.parts.length;
            if (!outlines || !outlines.parts.length) { return; }
            text("outlined", "outlined: the parts drawn differently (" + outlines.parts.map(function (p) { return p.part; }).join(", ") + ")");
            ["picture", "expected-picture"].forEach(function (id) {
              var framed = $(id).parentNode;
              outlines.parts.forEach(function (part) {
                var box = document.createElement("div");
                box.className = "outline";
                box.title = part.part;
                box.style.left = (100 * part.x / outlines.width) + "%";
                box.style.top = (100 * part.y / outlines.height) + "%";
                box.style.width = (100 * part.width / outlines.width) + "%";
                box.style.height = (100 * part.height / outlines.height) + "%";
                framed.appendChild(box);
              });
            });
          }
          function stop() { if (timer !== null) { clearTimeout(timer); timer = null; $("play").textContent = "▶"; } }
          function play() {
            var step = steps[current];
            if (!step || step.frames.length < 2) { return; }
            $("play").textContent = "❚❚";
            var index = 0;
            (function advance() {
              show(current, index);
              if (index + 1 >= step.frames.length) { timer = null; $("play").textContent = "▶"; return; }
              var wait = (step.frames[index + 1][0] - step.frames[index][0]) * 1000;
              index += 1;
              timer = setTimeout(advance, Math.max(wait, 16));
            })();
          }
          $("step").addEventListener("input", function () { stop(); show(Number($("step").value)); });
          $("time").addEventListener("input", function () { stop(); show(current, Number($("time").value)); });
          $("previous").addEventListener("click", function () { stop(); show(current - 1); });
          $("next").addEventListener("click", function () { stop(); show(current + 1); });
          $("play").addEventListener("click", function () { if (timer !== null) { stop(); } else { play(); } });
          // The arrow keys step through the run; on a slider they are the slider's own (one step, or time within a step).
          document.addEventListener("keydown", function (e) {
            if (e.target && e.target.tagName === "INPUT") { return; }
            if (e.key === "ArrowRight") { stop(); show(current + 1); } else if (e.key === "ArrowLeft") { stop(); show(current - 1); }
          });
          if (data.failure) {
            text("failure-expected", data.failure.expected === null ? "—" : data.failure.expected);
            text("failure-actual", data.failure.actual === null ? "—" : data.failure.actual);
            if (data.failure.expectedPicture) { $("expected-wrap").hidden = false; picture($("expected-picture"), data.failure.expectedPicture); text("picture-caption", "actual (drawn now)"); }
            if (data.failure.expectedPictureNote) { $("expected-wrap").hidden = false; $("expected-picture").alt = data.failure.expectedPictureNote; text("expected-note", data.failure.expectedPictureNote); text("picture-caption", "actual (drawn now)"); }
          }
          var linked = /^#step-(\\d+)$/.exec(location.hash);
          var start = linked ? Number(linked[1]) - 1 : data.failure && data.failure.step !== null ? data.failure.step : 0;
          show(start);
          // The self-check a headless browser reads: every step pictured, the scrubber moving, no error.
          steps.forEach(function (step, index) {
            if (!step.frames.length) { problems.push("step " + (index + 1) + " has no picture"); }
            step.frames.forEach(function (f) { if (!data.pictures[f[1]] || data.pictures[f[1]].indexOf("<svg") !== 0) { problems.push("step " + (index + 1) + " has a broken picture"); } });
          });
          if (steps.length > 1) {
            var last = steps.length - 1;
            $("step").value = String(last);
            $("step").dispatchEvent(new Event("input"));
            if ($("step-label").textContent.indexOf("step " + steps.length + " of") !== 0 || !pictured()) { problems.push("the scrubber does not move"); }
            // An arrow key moves one step, and only one; on a slider it is left to the slider.
            show(0);
            document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
            if (current !== 1) { problems.push("ArrowRight moved to step " + (current + 1) + ", not 2"); }
            $("step").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true }));
            if (current !== 1) { problems.push("ArrowRight on the step slider moved twice"); }
            if (location.hash !== "#step-2") { problems.push("the address does not follow the step"); }
            show(start);
          }
          if (steps.length && !pictured()) { problems.push("no picture shown"); }
          setTimeout(function () { document.body.setAttribute("data-selfcheck", problems.length ? "fail: " + problems.join("; ") : "ok"); }, 0);
        })();
        """
}
