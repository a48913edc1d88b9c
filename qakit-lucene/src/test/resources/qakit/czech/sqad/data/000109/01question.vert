<s>
Jak	jak	k6eAd1
vysoká	vysoký	k2eAgFnSc1d1
je	být	k5eAaImIp3nS
Sněžka	Sněžka	k1gFnSc1
<g/>
?	?	kIx.
</s>
