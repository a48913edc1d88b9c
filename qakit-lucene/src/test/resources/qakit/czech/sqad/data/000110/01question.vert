<s>
Co	co	k3yQ
stojí	stát	k5eAaImIp3nS
na	na	k7c6
vrcholu	vrchol	k1gInSc6
Sněžky	Sněžka	k1gFnSc2
<g/>
?	?	kIx.
</s>
