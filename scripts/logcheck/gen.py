"""Writes the log-check fixtures: a push and pop of navigation-push-pop printed in 15 console forms
(each from the tool's documented format) and six spellings of the app's own text, each as a faithful
log, a swapped pair and a missing viewDidAppear, plus 4 logs that must fail. Usage: gen.py FOLDER"""
import json, os, sys
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/lifeline-logcheck"
push=[("A","viewDidLoad"),("A","viewWillAppear"),("A","viewDidAppear"),("B","viewDidLoad"),("A","viewWillDisappear"),("B","viewWillAppear"),("A","viewDidDisappear"),("B","viewDidAppear")]
forms={
 "xcode": lambda i,m: f"2024-05-01 10:00:0{i%10}.12345{i%10}+0900 MyApp[7397:1a2b3] {m}",
 "log-stream": lambda i,m: f"2024-05-01 10:00:00.123456+0900 0x2b9c1    Default     0x0                  1234   0    MyApp: {m}",
 "log-compact": lambda i,m: f"2024-05-01 10:00:00.123 Df MyApp[1234:2b9c1] [com.me.app:lifecycle] {m}",
 "log-syslog": lambda i,m: f"2024-05-01 10:00:00.123456+0900  localhost MyApp[1234]: (MyApp) [com.me.app:lifecycle] {m}",
 "syslog": lambda i,m: f"May  1 10:00:0{i%10} my-host MyApp[123] <Notice>: {m}",
 "idevicesyslog": lambda i,m: f"May  1 10:00:00 iPhone MyApp(UIKitCore)[123] <Notice>: {m}",
 "pid": lambda i,m: f"[7397:f803] {m}",
 "time": lambda i,m: f"10:00:0{i%10}.123 {m}",
 "clock": lambda i,m: f"  8185.{70+i}  {m}",
 "numbered": lambda i,m: f"{i+1}: {m}",
 "logger-category": lambda i,m: f"[Lifecycle] {m}",
 "ansi": lambda i,m: f"\x1b[32m{m}\x1b[0m",
 "emoji": lambda i,m: f"🟢 {m}",
 "crlf": lambda i,m: m+"\r",
 "ndjson": lambda i,m: json.dumps({"timestamp":"2024-05-01 10:00:00.123456+0900","messageType":"Default","eventMessage":m,"processID":1234}),
}
def message(i,a,c):
    k=i%6
    if k==0: return f"{a} {c}"
    if k==1: return f"-[{a} viewDidLoad]" if c=="viewDidLoad" else f"-[{a} {c}:]"
    if k==2: return f"<MyApp.{a}: 0x7fb1c2d0{i}> " + ("viewDidLoad()" if c=="viewDidLoad" else f"{c}(_:)")
    if k==3: return f"{a} - " + c.replace("view","View ").replace("Did","Did ").replace("Will","Will ")
    if k==4: return f"{a}.viewDidLoad()" if c=="viewDidLoad" else f"{a}.{c}(true)"
    return f"111{a} {c}"
os.makedirs(OUT, exist_ok=True)
for name,f in forms.items():
    def lines(calls): return [f(i,message(i,a,c)) for i,(a,c) in enumerate(calls)] + [f(99,"loaded 3 photos")]
    sw=list(push); sw[1],sw[2]=sw[2],sw[1]
    miss=[p for p in push if p!=("B","viewDidAppear")]
    for kind,calls in [("faithful",push),("swapped",sw),("missing",miss)]:
        open(f"{OUT}/{name}.{kind}.log","w",newline="").write("\n".join(lines(calls))+"\n")
open(f"{OUT}/mustfail.empty.log","w").write("")
open(f"{OUT}/mustfail.noise.log","w").write("starting up\nloaded 3 photos\n")
open(f"{OUT}/mustfail.nameless.log","w").write("viewDidLoad()\nviewWillAppear(_:)\n")
open(f"{OUT}/mustfail.nomatch.log","w").write("FirstViewController viewDidLoad\nFirstViewController viewWillAppear\nFirstViewController viewDidAppear\n")
