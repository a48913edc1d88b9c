<s>
Sázava	Sázava	k1gFnSc1	Sázava
je	být	k5eAaImIp3nS	být
dlouhá	dlouhý	k2eAgFnSc1d1	dlouhý
225	[number]	k4	225
km	km	kA	km
<g/>
.	.	kIx.	.
</s>
