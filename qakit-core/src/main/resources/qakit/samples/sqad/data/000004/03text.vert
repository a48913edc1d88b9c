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
<s>
Základní	základní	k2eAgInSc4d1	základní
kámen	kámen	k1gInSc4	kámen
mostu	most	k1gInSc2	most
položil	položit	k5eAaPmAgMnS	položit
Karel	Karel	k1gMnSc1	Karel
IV	IV	k4	IV
<g/>
.	.	kIx.	.
9	[number]	k4	9
<g/>
.	.	kIx.	.
července	červenec	k1gInSc2	červenec
1357	[number]	k4	1357
<g/>
.	.	kIx.	.
</s>
<s>
Most	most	k1gInSc1	most
je	být	k5eAaImIp3nS	být
dlouhý	dlouhý	k2eAgInSc1d1	dlouhý
přibližně	přibližně	k6eAd1	přibližně
516	[number]	k4	516
metrů	metr	k1gInPc2	metr
<g/>
.	.	kIx.	.
</s>
