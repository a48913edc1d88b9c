<s>
1874	[number]	k4	1874
</s>
