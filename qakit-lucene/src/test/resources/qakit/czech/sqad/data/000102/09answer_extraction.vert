<s>
v	v	k7c6
roce	rok	k1gInSc6
1919	[number]	k4	1919
</s>
