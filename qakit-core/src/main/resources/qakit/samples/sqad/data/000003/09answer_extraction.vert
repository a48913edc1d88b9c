<s>
1992	[number]	k4	1992
</s>
