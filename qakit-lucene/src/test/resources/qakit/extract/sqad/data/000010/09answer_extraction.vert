<s>
u	u	k1
Mělníka	mělníka	k1
</s>
