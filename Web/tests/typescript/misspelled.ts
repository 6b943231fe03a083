// Must fail tsc --strict (Scripts/check-web-package.sh): an event the alert does not have.
import { loadFlowCore } from "flowcore-headless-web";

const flow = await loadFlowCore(new URL("node_modules/flowcore-headless-web/machines/alert.wasm", import.meta.url));
const alert = flow.createSession("alert", { content: { title: "提示", buttons: ["好的"] } });
alert.send({ buttonTaped: { index: 0 } });
