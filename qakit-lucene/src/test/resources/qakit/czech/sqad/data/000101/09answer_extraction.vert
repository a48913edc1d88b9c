<s>
380	[number]	k4	380
000	[number]	k4	000
</s>
