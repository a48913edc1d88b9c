<s>
Sněžka	Sněžka	k1gFnSc1
je	být	k5eAaImIp3nS
nejvyšší	vysoký	k2eAgFnSc1d3
hora	hora	k1gFnSc1
Česka	Česko	k1gNnSc2
<g/>
.	.	kIx.
</s>
<s>
Měří	měřit	k5eAaImIp3nS
1603	[number]	k4	1603
metrů	metr	k1gInPc2
nad	nad	k7c7
mořem	moře	k1gNnSc7
<g/>
.	.	kIx.
</s>
<s>
Na	na	k7c6
vrcholu	vrchol	k1gInSc6
Sněžky	Sněžka	k1gFnSc2
stojí	stát	k5eAaImIp3nS
polská	polský	k2eAgFnSc1d1
meteorologická	meteorologický	k2eAgFnSc1d1
observatoř	observatoř	k1gFnSc1
<g/>
.	.	kIx.
</s>
