<s>
45	[number]	k4	45
%	%	kIx%
</s>
