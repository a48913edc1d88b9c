<s>
430	[number]	k4	430
km	km	k1
</s>
