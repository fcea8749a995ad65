"""Headless Chromium driven through its DevTools protocol over a pipe (--remote-debugging-pipe).

The pipe needs no websocket client: Chromium reads NUL-terminated JSON messages on file descriptor 3 and writes
its answers and events on 4. One browser serves every page; each page is a fresh tab in "flat" session mode.
The three checks of scripts/browser-checks (wiki_check, explorer_check, interchange_check) drive Chromium with it.
"""
import fcntl
import json
import os
import subprocess


class ChromiumError(RuntimeError):
    pass


class Chromium:
    """One headless Chromium process. Use as a context manager."""

    def __init__(self, executable="chromium", width=900, height=1000):
        self.executable, self.width, self.height = executable, width, height
        self._next_id = 0
        self._buffer = b""
        self._events = []

    def __enter__(self):
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def wire_pipes():
            # The pipes may themselves be 3 or 4: move both out of the way first, then down to 3 and 4, which
            # dup2 leaves inheritable.
            high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in (to_child_r, from_child_w)]
            for target, fd in zip((3, 4), high):
                os.dup2(fd, target)

        self._process = subprocess.Popen(
            [self.executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--allow-file-access-from-files", "--no-first-run", "--no-default-browser-check",
             "--hide-scrollbars", "--force-color-profile=srgb", "--lang=en-US",
             f"--window-size={self.width},{self.height}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            # os.pipe() gives non-inheritable descriptors, so only the two dup2 made reach Chromium.
            preexec_fn=wire_pipes, close_fds=False)
        os.close(to_child_r)
        os.close(from_child_w)
        return self

    def __exit__(self, *exc):
        try:
            self.call("Browser.close")
        except Exception:
            pass
        os.close(self._to_child)
        os.close(self._from_child)
        try:
            self._process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._process.kill()

    def call(self, method, params=None, session=None):
        """Sends one command and returns its result; raises ChromiumError with the protocol's message."""
        self._next_id += 1
        message = {"id": self._next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read()
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise ChromiumError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})
            self._events.append(reply)

    def wait_for(self, method, session):
        """Returns the first event named `method` of `session`, reading until it comes."""
        while True:
            for index, event in enumerate(self._events):
                if event.get("method") == method and event.get("sessionId") == session:
                    return self._events.pop(index)
            self._events.append(self._read())

    def _read(self):
        while b"\0" not in self._buffer:
            chunk = os.read(self._from_child, 1 << 16)
            if not chunk:
                raise ChromiumError("chromium closed its DevTools pipe (did it start? try `chromium --headless --version`)")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)


class Tab:
    """One page of the browser at a fixed window size."""

    def __init__(self, browser, color_scheme="light"):
        self.browser = browser
        self.target = browser.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.call("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": browser.width, "height": browser.height, "deviceScaleFactor": 1, "mobile": False})
        # The page's theme as a <picture>'s `prefers-color-scheme` sees it (GitHub maps it to its own theme).
        self.call("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": color_scheme}]})

    def call(self, method, params=None):
        return self.browser.call(method, params, self.session)

    def close(self):
        self.browser.call("Target.closeTarget", {"targetId": self.target})

    def open(self, url):
        self.call("Page.navigate", {"url": url})
        self.browser.wait_for("Page.loadEventFired", self.session)

    def evaluate(self, expression):
        """Runs `expression` (a promise is awaited) and returns its value as JSON."""
        result = self.call("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise ChromiumError(f"in the page: {text}")
        return result["result"].get("value")

    def console_errors(self):
        """The console errors and uncaught exceptions the page has logged so far."""
        errors = []
        keep = []
        for event in self.browser._events:
            if event.get("sessionId") != self.session:
                keep.append(event)
            elif event.get("method") == "Runtime.exceptionThrown":
                errors.append(event["params"]["exceptionDetails"].get("text", "exception"))
            elif event.get("method") == "Runtime.consoleAPICalled" and event["params"].get("type") == "error":
                errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in event["params"]["args"]))
        self.browser._events = keep
        return errors

    def screenshot(self, path, height, top=0):
        """A PNG of the page's full width, `height` pixels from `top` down."""
        import base64
        shot = self.call("Page.captureScreenshot", {
            "format": "png", "captureBeyondViewport": True,
            "clip": {"x": 0, "y": top, "width": self.browser.width, "height": height, "scale": 1}})
        with open(path, "wb") as file:
            file.write(base64.b64decode(shot["data"]))
