// A stand-in for AJ-Captcha's server, in the page: it answers the captcha's
// `/captcha/get` and `/captcha/check` requests with AJ-Captcha's envelope
// (repCode, repMsg, repData, success). Pictures are drawn on a canvas; a
// check's `pointJson` is decrypted with FlowCore's own AES (the module's
// `decrypt` request) and compared as AJ-Captcha compares it: the puzzle's x
// within 5 points of the gap, each word's tap within its box, in order.
"use strict";

class CaptchaServer {
  constructor(random = Math.random) {
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
      points = JSON.parse(Flow.call({ decrypt: { base64: body.pointJson, key: challenge.secretKey } }).text);
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

  backdrop(context) {
    const gradient = context.createLinearGradient(0, 0, 310, 155);
    gradient.addColorStop(0, "#6a9bd8");
    gradient.addColorStop(1, "#f3c98b");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 310, 155);
    for (let i = 0; i < 14; i++) {
      context.fillStyle = `hsla(${Math.floor(this.random() * 360)}, 60%, 60%, 0.5)`;
      context.beginPath();
      context.arc(this.random() * 310, this.random() * 155, 8 + this.random() * 26, 0, Math.PI * 2);
      context.fill();
    }
  }

  /** A 310 × 155 picture with a 47-point gap, and the 47 × 155 piece that fills it. */
  puzzlePicture() {
    const [picture, context] = this.canvas(310, 155);
    this.backdrop(context);
    const gap = 80 + Math.floor(this.random() * 170);
    const top = 30 + Math.floor(this.random() * 70);
    const [pieceCanvas, pieceContext] = this.canvas(47, 155);
    pieceContext.drawImage(picture, gap, 0, 47, 155, 0, 0, 47, 155);
    // Keep only the piece's square; outline it so it shows while it moves.
    pieceContext.globalCompositeOperation = "destination-in";
    pieceContext.fillRect(2, top, 43, 43);
    pieceContext.globalCompositeOperation = "source-over";
    pieceContext.strokeStyle = "#ffffff";
    pieceContext.lineWidth = 2;
    pieceContext.strokeRect(2, top, 43, 43);
    context.fillStyle = "rgba(0, 0, 0, 0.55)";
    context.fillRect(gap + 2, top, 43, 43);
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
