// A stand-in for AJ-Captcha's server, in the page: it answers the captcha's
// `/captcha/get` and `/captcha/check` requests with AJ-Captcha's envelope
// (repCode, repMsg, repData, success). Pictures are drawn on a canvas; a
// check's `pointJson` is decrypted with FlowCore's own AES (the module's
// `decrypt` request) and compared as AJ-Captcha compares it: the puzzle's x
// within 5 points of the gap, each word's tap within its box, in order.

/** The stand-in server; `flow` is the loaded module (`loadFlowCore`), whose AES it decrypts with. */
export class CaptchaServer {
  constructor(flow, random = Math.random) {
    this.flow = flow;
    this.random = random;
    this.challenges = new Map();
    this.served = 0;
  }

  /** The answer to `request` (the effect's `path` and `body`), as the response body. */
  answer(path, body) {
    if (path === "/captcha/get") return this.get(body.captchaType);
    if (path === "/captcha/check") return this.check(body);
    return { repCode: "9999", repMsg: "unknown path", repData: null, success: false };
  }

  get(kind) {
    this.served += 1;
    const token = `web-${this.served}`;
    // Sixteen characters: AES-128's key, as AJ-Captcha sends it.
    const secretKey = Array.from({ length: 16 }, () => "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789"[Math.floor(this.random() * 56)]).join("");
    if (kind === "clickWord") {
      const { image, words, boxes } = this.wordPicture();
      this.challenges.set(token, { kind, secretKey, boxes });
      return this.ok({ originalImageBase64: image, secretKey, token, wordList: words });
    }
    const { background, piece, gap } = this.puzzlePicture();
    this.challenges.set(token, { kind, secretKey, gap });
    return this.ok({ originalImageBase64: background, jigsawImageBase64: piece, secretKey, token });
  }

  check(body) {
    const challenge = this.challenges.get(body.token);
    this.challenges.delete(body.token);
    if (!challenge) return { repCode: "6110", repMsg: "验证码已失效,请重新获取", repData: null, success: false };
    let points;
    try {
      points = JSON.parse(this.flow.call({ decrypt: { base64: body.pointJson, key: challenge.secretKey } }).text);
    } catch (error) {
      return this.failed();
    }
    const passed = challenge.kind === "blockPuzzle"
      ? Math.abs(points.x - challenge.gap) <= 5
      : Array.isArray(points) && points.length === challenge.boxes.length &&
        points.every((point, index) => {
          const box = challenge.boxes[index];
          return Math.abs(point.x - box.x) <= box.size / 2 + 4 && Math.abs(point.y - box.y) <= box.size / 2 + 4;
        });
    return passed ? this.ok({ result: true, token: body.token }) : this.failed();
  }

  ok(repData) { return { repCode: "0000", repMsg: null, repData, success: true }; }
  failed() { return { repCode: "6111", repMsg: "验证失败", repData: { result: false }, success: false }; }

  canvas(width, height) {
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    return [canvas, canvas.getContext("2d")];
  }

  /** A landscape, different each time: a sky, the sun, two mountain ranges and hills. */
  backdrop(context) {
    const random = this.random;
    const sky = context.createLinearGradient(0, 0, 0, 155);
    sky.addColorStop(0, "#78b6e6");
    sky.addColorStop(1, "#d7ecf8");
    context.fillStyle = sky;
    context.fillRect(0, 0, 310, 155);
    context.fillStyle = "#ffd76a";
    context.beginPath();
    context.arc(30 + random() * 250, 25 + random() * 20, 14 + random() * 6, 0, Math.PI * 2);
    context.fill();
    const range = (base, height, color) => {
      context.fillStyle = color;
      context.beginPath();
      context.moveTo(0, 155);
      for (let x = 0; x <= 310; x += 31) context.lineTo(x, base - (x / 31) % 2 * height * (0.4 + random() * 0.6));
      context.lineTo(310, 155);
      context.fill();
    };
    range(100, 50, "#8fb1cf");
    range(118, 34, "#6d94b5");
    context.fillStyle = "#4e8a57";
    context.beginPath();
    context.moveTo(0, 155);
    context.lineTo(0, 128);
    for (let x = 0; x < 310; x += 62) context.quadraticCurveTo(x + 31, 105 + random() * 20, x + 62, 124 + random() * 8);
    context.lineTo(310, 155);
    context.fill();
  }

  /**
   * The jigsaw piece's outline, a square body `side` wide with a knob on its
   * top and right edges (AJ-Captcha's shape), from (`x`, `y`).
   */
  jigsaw(context, x, y, side = 34, knob = 7) {
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + side / 2 - knob, y);
    context.arc(x + side / 2, y, knob, Math.PI, 2 * Math.PI);
    context.lineTo(x + side, y);
    context.lineTo(x + side, y + side / 2 - knob);
    context.arc(x + side, y + side / 2, knob, 1.5 * Math.PI, 0.5 * Math.PI);
    context.lineTo(x + side, y + side);
    context.lineTo(x, y + side);
    context.closePath();
  }

  /**
   * A 310 × 155 picture with a jigsaw-shaped gap, and the 47 × 155 strip
   * holding the piece cut out of it, as AJ-Captcha's server makes them: the
   * strip's left edge is the answer.
   */
  puzzlePicture() {
    const [picture, context] = this.canvas(310, 155);
    this.backdrop(context);
    const gap = 80 + Math.floor(this.random() * 170);
    const top = 20 + Math.floor(this.random() * 90);
    const [pieceCanvas, pieceContext] = this.canvas(47, 155);
    // The piece: the picture under the jigsaw's outline, its edge lit.
    this.jigsaw(pieceContext, 3, top);
    pieceContext.save();
    pieceContext.clip();
    pieceContext.drawImage(picture, gap, 0, 47, 155, 0, 0, 47, 155);
    pieceContext.restore();
    pieceContext.strokeStyle = "rgba(255, 255, 255, 0.9)";
    pieceContext.lineWidth = 2;
    pieceContext.stroke();
    // The gap: the same outline, shaded, in the picture.
    this.jigsaw(context, gap + 3, top);
    context.fillStyle = "rgba(0, 0, 0, 0.5)";
    context.fill();
    context.strokeStyle = "rgba(255, 255, 255, 0.6)";
    context.lineWidth = 1;
    context.stroke();
    const base64 = (canvas) => canvas.toDataURL("image/png").split(",")[1];
    return { background: base64(picture), piece: base64(pieceCanvas), gap };
  }

  /** A picture with four characters scattered on it; three of them are asked for, in an order. */
  wordPicture() {
    const [picture, context] = this.canvas(310, 155);
    this.backdrop(context);
    const pool = "天地人山水日月风云雨花草".split("");
    const chosen = [];
    while (chosen.length < 4) {
      const word = pool[Math.floor(this.random() * pool.length)];
      if (!chosen.includes(word)) chosen.push(word);
    }
    const boxes = [];
    chosen.forEach((word, index) => {
      const box = { x: 40 + index * 75 + this.random() * 20, y: 35 + this.random() * 85, size: 30 };
      context.font = "bold 26px 'PingFang SC', 'Noto Sans CJK SC', sans-serif";
      context.fillStyle = "#ffffff";
      context.strokeStyle = "#333333";
      context.lineWidth = 3;
      context.textAlign = "center";
      context.textBaseline = "middle";
      context.strokeText(word, box.x, box.y);
      context.fillText(word, box.x, box.y);
      boxes.push({ ...box, word });
    });
    const asked = boxes.slice(0, 3).sort(() => this.random() - 0.5);
    return { image: picture.toDataURL("image/png").split(",")[1], words: asked.map((box) => box.word), boxes: asked };
  }
}
