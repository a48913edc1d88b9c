<s>
225	[number]	k4	225
km	km	kA	km
</s>
