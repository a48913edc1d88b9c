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
