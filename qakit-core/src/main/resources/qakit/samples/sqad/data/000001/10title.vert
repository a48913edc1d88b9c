<s>
Sázava	Sázava	k1gFnSc1	Sázava
</s>
