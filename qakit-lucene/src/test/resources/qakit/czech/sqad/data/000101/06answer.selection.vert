<s>
Ve	v	k7c6
městě	město	k1gNnSc6
žije	žít	k5eAaImIp3nS
přibližně	přibližně	k6eAd1
380	[number]	k4	380
000	[number]	k4	000
obyvatel	obyvatel	k1gMnPc2
<g/>
.	.	kIx.
</s>
