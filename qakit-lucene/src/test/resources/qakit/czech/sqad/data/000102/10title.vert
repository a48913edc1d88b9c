<s>
Brno	Brno	k1gNnSc1
</s>
