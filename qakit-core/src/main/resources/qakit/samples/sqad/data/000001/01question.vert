<s>
Jak	jak	k6eAd1	jak
dlouhá	dlouhý	k2eAgFnSc1d1	dlouhý
je	být	k5eAaImIp3nS	být
Sázava	Sázava	k1gFnSc1	Sázava
<g/>
?	?	kIx?	?
</s>
