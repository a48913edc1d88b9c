<s>
Sněžka	Sněžka	k1gFnSc1
</s>
