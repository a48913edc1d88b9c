<s>
250	[number]	k4	250
000	[number]	k4	000
</s>
