<s>
Karlův	Karlův	k2eAgInSc1d1	Karlův
most	most	k1gInSc1	most
spojuje	spojovat	k5eAaImIp3nS	spojovat
Staré	starý	k2eAgNnSc4d1	starý
Město	město	k1gNnSc4	město
a	a	k8xC	a
Malou	malý	k2eAgFnSc4d1	malý
Stranu	strana	k1gFnSc4	strana
<g/>
.	.	kIx.	.
</s>
