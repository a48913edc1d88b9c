<s>
Telč	Telč	k1gFnSc1	Telč
</s>
